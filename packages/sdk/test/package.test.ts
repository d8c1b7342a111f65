/**
 * The packed SDK installs into an empty project outside the workspace, where an ESM import and a
 * CJS require both work and type-check.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startSandbox, type SandboxHandle } from '../../../apps/sandbox/test/support/harness';
import { signIn } from '../../../apps/sandbox/test/support/clients';

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

const esmSource = `import { createProClient, errorMessage, ProApiError, Main } from '@pro-portal/sdk';
import { CategoriesApi, Configuration } from '@pro-portal/sdk/main';
const categories: Main.CategoriesApi = new CategoriesApi(new Configuration({ basePath: 'http://127.0.0.1:9' }));
const pro = createProClient({ baseUrl: 'http://127.0.0.1:9' });
const listed: Promise<Main.ApplicationList> = pro.main.applications.listApplications();
listed.catch(() => undefined);
const err = new ProApiError(404, { message: 'not here', errorCode: 1, errorId: 'x' });
console.log(JSON.stringify({ kind: 'esm', list: typeof pro.main.applications.listApplications, message: errorMessage(err), entry: typeof categories.listCategories }));
`;
const cjsSource = esmSource
  .replace(
    "import { createProClient, errorMessage, ProApiError, Main } from '@pro-portal/sdk';",
    "import sdk = require('@pro-portal/sdk');\nconst { createProClient, errorMessage, ProApiError } = sdk;\nimport Main = sdk.Main;",
  )
  .replace(
    "import { CategoriesApi, Configuration } from '@pro-portal/sdk/main';",
    "import mainEntry = require('@pro-portal/sdk/main');\nconst { CategoriesApi, Configuration } = mainEntry;",
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
        files: ['esm.mts', 'cjs.cts', 'example.mts'],
      }),
    );
  }, 120_000);

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("type-checks an ESM import, a CJS require and the README's example without DOM types, and compiles them", () => {
    expect(() => run(process.execPath, [tsc, '-p', 'tsconfig.json'], work)).not.toThrow();
  });

  it('runs as ESM through import', () => {
    const out = JSON.parse(run(process.execPath, ['out/esm.mjs'], work));
    expect(out).toEqual({ kind: 'esm', list: 'function', message: 'not here', entry: 'function' });
  });

  it('runs as CJS through require', () => {
    const out = JSON.parse(run(process.execPath, ['out/cjs.cjs'], work));
    expect(out).toEqual({ kind: 'cjs', list: 'function', message: 'not here', entry: 'function' });
  });

  describe("the README's example against a started sandbox", () => {
    let sandbox: SandboxHandle;
    let apiKey: string;

    beforeAll(async () => {
      sandbox = await startSandbox();
      const admin = await signIn(sandbox.baseUrl, 'ROOT', 'admin', sandbox.adminPassword);
      const nextMonth = new Date();
      nextMonth.setDate(nextMonth.getDate() + 30);
      const key = await admin.pro.main.apiKeys.createApiKey({
        apiKeyCreate: {
          keyName: 'readme',
          expirationDate: nextMonth,
          scopes: [{ scope: 'apps:read' }, { scope: 'tasks:read' }],
        },
      });
      apiKey = key.secret ?? '';
    }, 120_000);

    afterAll(() => sandbox?.stop());

    const runExample = (key: string) =>
      spawnSync(process.execPath, ['out/example.mjs'], {
        cwd: work,
        encoding: 'utf8',
        env: { ...process.env, PRO_BASE_URL: sandbox.baseUrl, PRO_API_KEY: key },
      });

    it('runs as written and exits 0', () => {
      const answer = runExample(apiKey);
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
