/**
 * The packed SDK installs into an empty project outside the workspace, where an ESM import and a
 * CJS require both work and type-check.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sandboxWithApiKey } from './support/sandbox-with-key';

const sdkDir = resolve(__dirname, '..');
const repoRoot = resolve(sdkDir, '../..');
const tsc = require.resolve('typescript/bin/tsc');
function run(cmd: string, args: string[], cwd: string): string {
  try {
    return execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (e) {
    const { stdout, stderr } = e as { stdout?: string; stderr?: string };
    throw new Error(`${cmd} ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`);
  }
}

const esmSource = `import { ALL_APIS, createProClient, errorMessage, ProApiError, Main } from '@pro-portal/sdk';
import { CategoriesApi, Configuration } from '@pro-portal/sdk/main';
import { createMainFetcher } from '@pro-portal/sdk/fetcher';
import { LAZY_APIS } from '@pro-portal/sdk/lazy';
const listByPath = createMainFetcher({ baseUrl: 'http://127.0.0.1:9' }).path('/applications').method('get').create();
const categories: Main.CategoriesApi = new CategoriesApi(new Configuration({ basePath: 'http://127.0.0.1:9' }));
const pro = createProClient({ baseUrl: 'http://127.0.0.1:9' }, ALL_APIS);
const listed: Promise<Main.ApplicationList> = pro.main.applications.listApplications();
listed.catch(() => undefined);
const err = new ProApiError(404, { message: 'not here', errorCode: 1, errorId: 'x' });
void LAZY_APIS.main.categories.load().then((lazy) => console.log(JSON.stringify({ kind: 'esm', list: typeof pro.main.applications.listApplications, message: errorMessage(err), entry: typeof categories.listCategories, fetcher: typeof listByPath, lazy: lazy.name })));
`;
const cjsSource = esmSource
  .replace(
    "import { ALL_APIS, createProClient, errorMessage, ProApiError, Main } from '@pro-portal/sdk';",
    "import sdk = require('@pro-portal/sdk');\nconst { ALL_APIS, createProClient, errorMessage, ProApiError } = sdk;\nimport Main = sdk.Main;",
  )
  .replace(
    "import { CategoriesApi, Configuration } from '@pro-portal/sdk/main';",
    "import mainEntry = require('@pro-portal/sdk/main');\nconst { CategoriesApi, Configuration } = mainEntry;",
  )
  .replace(
    "import { createMainFetcher } from '@pro-portal/sdk/fetcher';",
    "import fetcherEntry = require('@pro-portal/sdk/fetcher');\nconst { createMainFetcher } = fetcherEntry;",
  )
  .replace(
    "import { LAZY_APIS } from '@pro-portal/sdk/lazy';",
    "import lazyEntry = require('@pro-portal/sdk/lazy');\nconst { LAZY_APIS } = lazyEntry;",
  )
  .replace("kind: 'esm'", "kind: 'cjs'");

describe('the packed SDK', () => {
  let work: string;

  beforeAll(() => {
    if (!existsSync(join(sdkDir, 'dist/esm/index.js'))) {
      run(process.execPath, [join(repoRoot, 'scripts/build-lib.mjs')], sdkDir);
    }
    work = mkdtempSync(join(tmpdir(), 'sdk-consumer-'));
    run('npm', ['pack', '--pack-destination', work, '--silent'], sdkDir);
    const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
    if (!tarball) throw new Error('npm pack produced no tarball');
    writeFileSync(join(work, 'package.json'), JSON.stringify({ name: 'consumer', private: true }));
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', `./${tarball}`], work);
    writeFileSync(join(work, 'esm.mts'), esmSource);
    writeFileSync(join(work, 'cjs.cts'), cjsSource);
    writeFileSync(join(work, 'example.mts'), readmeExample());
    const [classes, fetcher] = sideBySide();
    writeFileSync(join(work, 'side-classes.mts'), `${classes}export { versions, applications };\n`);
    writeFileSync(join(work, 'side-fetcher.mts'), `${fetcher}export { versions, data };\n`);
    writeFileSync(
      join(work, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'nodenext',
          moduleResolution: 'nodenext',
          target: 'es2022',
          lib: ['es2022'],
          types: ['node'],
          typeRoots: [join(repoRoot, 'node_modules/@types')],
          exactOptionalPropertyTypes: true,
          strict: true,
          skipLibCheck: false,
          outDir: 'out',
        },
        files: ['esm.mts', 'cjs.cts', 'example.mts', 'side-classes.mts', 'side-fetcher.mts'],
      }),
    );
  }, 120_000);

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("type-checks an ESM import, a CJS require, the README's example and its side-by-side blocks without DOM types", () => {
    expect(() => run(process.execPath, [tsc, '-p', 'tsconfig.json'], work)).not.toThrow();
  });

  it.each([
    ['esm', 'ESM through import', 'out/esm.mjs'],
    ['cjs', 'CJS through require', 'out/cjs.cjs'],
  ])('runs as %s (%s)', (kind, _, script) => {
    const out = JSON.parse(run(process.execPath, [script], work));
    expect(out).toEqual({
      kind,
      list: 'function',
      message: 'not here',
      entry: 'function',
      fetcher: 'function',
      lazy: 'CategoriesApi',
    });
  });

  describe("the README's example against a started sandbox", () => {
    const started = sandboxWithApiKey('readme', ['apps:read', 'tasks:read']);

    const runExample = (key: string) =>
      spawnSync(process.execPath, ['out/example.mjs'], {
        cwd: work,
        encoding: 'utf8',
        env: { ...process.env, PRO_BASE_URL: started.sandbox.baseUrl, PRO_API_KEY: key },
      });

    it('runs as written and exits 0', () => {
      const answer = runExample(started.apiKey);
      expect(answer.stderr).toBe('');
      expect(answer.status).toBe(0);
    });

    it('prints the reason and exits non-zero when its call fails', () => {
      const answer = runExample('pro_not-a-key');
      expect(answer.status).toBe(1);
      expect(answer.stderr).toMatch(/^Call failed \(401 \S+\): \S/m);
    });
  });
});

/** The first js block under '## Example' in the SDK's README. */
function readmeExample(): string {
  const readme = readFileSync(join(sdkDir, 'README.md'), 'utf8');
  const match = /## Example\s+```js\n([\s\S]*?)```/.exec(readme);
  if (!match) throw new Error('packages/sdk/README.md has no js block under ## Example');
  return match[1]!;
}

/** The two ts blocks under '## Two entries side by side' in the SDK's README (classes, fetcher). */
function sideBySide(): [string, string] {
  const readme = readFileSync(join(sdkDir, 'README.md'), 'utf8');
  const section = /## Two entries side by side([\s\S]*?)\n## /.exec(readme)?.[1] ?? '';
  const blocks = [...section.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!);
  if (blocks.length !== 2) throw new Error('packages/sdk/README.md: expected two ts blocks side by side');
  return [blocks[0]!, blocks[1]!];
}
