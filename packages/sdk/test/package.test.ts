/**
 * The packed SDK installs into an empty project outside the workspace, where an ESM import and a
 * CJS require both work and type-check.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAllValue } from '@pro-portal/test-harness';
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

/** Every subpath entry, typed, under the module resolution of the tsconfig it is checked with. */
const resolutionSource = `import { createProClient, isOperationError, ProApiError, retryPolicy, type Retry } from '@pro-portal/sdk';
import { CategoriesApi } from '@pro-portal/sdk/main';
import { PortalModeApi } from '@pro-portal/sdk/v1';
import { AuthApi } from '@pro-portal/sdk/auth';
import { SessionsApi } from '@pro-portal/sdk/sessions';
import { createMainFetcher, type FetchErrorType } from '@pro-portal/sdk/fetcher';
import { LAZY_APIS } from '@pro-portal/sdk/lazy';
import { fixtures, mockOperation } from '@pro-portal/sdk/testing';
const retry: Retry = retryPolicy({ retries: 1, methods: ['GET'] });
const pro = createProClient({ baseUrl: 'http://127.0.0.1:9', retry, timeoutMs: 1000 }, { main: { categories: CategoriesApi } });
const create = createMainFetcher().path('/api-keys').method('post').create();
type Conflict = Extract<FetchErrorType<typeof create>, { status: 409 }>;
const conflict: Conflict = { status: 409, data: fixtures.main.Error };
const handler = mockOperation('main', 'createApiKey', { status: 409, body: conflict.data });
export const all = [pro, PortalModeApi, AuthApi, SessionsApi, LAZY_APIS, handler, isOperationError, ProApiError];
`;

/** An error made by the CJS build is an instance of the ESM build's classes, and the other way round. */
const crossFormatSource = `import { ProApiError, RequiredError } from '@pro-portal/sdk';
import { createRequire } from 'node:module';
const cjs = createRequire(import.meta.url)('@pro-portal/sdk');
const fromCjs = new cjs.ProApiError(500, undefined);
console.log(JSON.stringify({
  differentClasses: cjs.ProApiError !== ProApiError,
  cjsIsEsm: fromCjs instanceof ProApiError,
  esmIsCjs: new ProApiError(404, {}) instanceof cjs.ProApiError,
  requiredIsRequired: new cjs.RequiredError('id', 'm') instanceof RequiredError,
  plainIsNotRequired: fromCjs instanceof RequiredError,
  errorIsNot: new Error('x') instanceof ProApiError,
}));
`;

/** The testing kit from outside: msw's Node server with the kit's handlers, called through the packed client. */
const kitSource = `import { setupServer } from 'msw/node';
import { createProClient, ALL_APIS } from '@pro-portal/sdk';
import { mockHandlers, mockOperation } from '@pro-portal/sdk/testing';
const server = setupServer(...mockHandlers({ baseUrl: 'http://pro.test' }));
server.listen({ onUnhandledRequest: 'error' });
const pro = createProClient({ baseUrl: 'http://pro.test' }, ALL_APIS);
const categories = await pro.main.categories.listCategories();
server.use(mockOperation('main', 'listCategories', { status: 503 }));
const failed = await pro.main.categories.listCategories().catch((e) => e.status);
server.close();
console.log(JSON.stringify({ categories: categories.length, failed }));
`;

const RESOLUTIONS = {
  node10: { module: 'commonjs', moduleResolution: 'node10' },
  node16: { module: 'node16', moduleResolution: 'node16' },
  bundler: { module: 'esnext', moduleResolution: 'bundler' },
} as const;

describe('the packed SDK', () => {
  /** An empty project outside the workspace with the packed SDK (and msw) installed. */
  const consumer = beforeAllValue(async () => {
    if (!existsSync(join(sdkDir, 'dist/esm/index.js'))) {
      run(process.execPath, [join(repoRoot, 'scripts/build-lib.mjs')], sdkDir);
    }
    const work = mkdtempSync(join(tmpdir(), 'sdk-consumer-'));
    run('npm', ['pack', '--pack-destination', work, '--silent'], sdkDir);
    const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
    if (!tarball) throw new Error('npm pack produced no tarball');
    writeFileSync(join(work, 'package.json'), JSON.stringify({ name: 'consumer', private: true }));
    const msw = JSON.parse(readFileSync(join(sdkDir, 'package.json'), 'utf8')).devDependencies.msw as string;
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', `./${tarball}`, `msw@${msw}`], work);
    writeFileSync(join(work, 'cross.mjs'), crossFormatSource);
    writeFileSync(join(work, 'kit.mjs'), kitSource);
    writeFileSync(join(work, 'resolution.ts'), resolutionSource);
    for (const [name, options] of Object.entries(RESOLUTIONS)) {
      writeFileSync(
        join(work, `tsconfig.${name}.json`),
        JSON.stringify({
          compilerOptions: {
            ...options,
            target: 'es2022',
            lib: ['es2022', 'dom'],
            types: ['node'],
            typeRoots: [join(repoRoot, 'node_modules/@types')],
            strict: true,
            skipLibCheck: true,
            noEmit: true,
          },
          files: ['resolution.ts'],
        }),
      );
    }
    writeFileSync(join(work, 'esm.mts'), esmSource);
    writeFileSync(join(work, 'cjs.cts'), cjsSource);
    writeFileSync(join(work, 'example.mts'), readmeExample());
    // Blocks of the testing kit need msw's types, which need the DOM lib (and skipLibCheck).
    const blocks = readmeBlocks().map((code, i) => {
      const file = `${/msw|sdk\/testing/.test(code) ? 'kit-' : ''}readme-${i}.mts`;
      writeFileSync(join(work, file), `${code}export {};\n`);
      return file;
    });
    writeFileSync(join(work, 'declaration-examples.mts'), declarationExamples(false));
    writeFileSync(join(work, 'kit-declaration-examples.mts'), declarationExamples(true));
    writeFileSync(
      join(work, 'tsconfig.kit.json'),
      JSON.stringify({
        extends: './tsconfig.node16.json',
        compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', noEmit: false, outDir: 'out' },
        files: ['kit-declaration-examples.mts', ...blocks.filter((f) => f.startsWith('kit-'))],
      }),
    );
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
        files: [
          'esm.mts',
          'cjs.cts',
          'example.mts',
          'declaration-examples.mts',
          ...blocks.filter((f) => !f.startsWith('kit-')),
        ],
      }),
    );
    return { work };
  }, 120_000);

  afterAll(() => rmSync(consumer.work, { recursive: true, force: true }));

  it('ships its licence text with the README', () => {
    const installed = join(consumer.work, 'node_modules/@pro-portal/sdk');
    expect(readFileSync(join(installed, 'LICENSE'), 'utf8')).toMatch(/^MIT License/);
    expect(existsSync(join(installed, 'README.md'))).toBe(true);
  });

  it('type-checks an ESM import, a CJS require, every example of the README and of the declarations, without DOM types', () => {
    expect(() => run(process.execPath, [tsc, '-p', 'tsconfig.json'], consumer.work)).not.toThrow();
  });

  it.each(Object.keys(RESOLUTIONS))('type-checks every entry with moduleResolution %s', (name) => {
    expect(() => run(process.execPath, [tsc, '-p', `tsconfig.${name}.json`], consumer.work)).not.toThrow();
  });

  it("type-checks the testing kit's examples of the README and the declarations (msw's types need the DOM lib)", () => {
    expect(() => run(process.execPath, [tsc, '-p', 'tsconfig.kit.json'], consumer.work)).not.toThrow();
  });

  it("runs the README's testing kit example as written: the spec's example, then the mocked 401", () => {
    run(process.execPath, [tsc, '-p', 'tsconfig.kit.json'], consumer.work);
    const kitBlocks = readdirSync(join(consumer.work, 'out')).filter((f) => /^kit-readme-\d+\.mjs$/.test(f));
    expect(kitBlocks).toHaveLength(1);
    const lines = run(process.execPath, [join('out', kitBlocks[0]!)], consumer.work)
      .trim()
      .split('\n');
    expect(lines).toEqual(['true', expect.stringMatching(/\S/)]);
  });

  it('makes one error class of the ESM and CJS builds: instanceof holds across them', () => {
    expect(JSON.parse(run(process.execPath, ['cross.mjs'], consumer.work))).toEqual({
      differentClasses: true,
      cjsIsEsm: true,
      esmIsCjs: true,
      requiredIsRequired: true,
      plainIsNotRequired: false,
      errorIsNot: false,
    });
  });

  it("runs the SDK client against the testing kit's handlers, without a server", () => {
    expect(JSON.parse(run(process.execPath, ['kit.mjs'], consumer.work))).toEqual({ categories: 1, failed: 503 });
  });

  it.each([
    ['esm', 'ESM through import', 'out/esm.mjs'],
    ['cjs', 'CJS through require', 'out/cjs.cjs'],
  ])('runs as %s (%s)', (kind, _, script) => {
    const out = JSON.parse(run(process.execPath, [script], consumer.work));
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
    const started = sandboxWithApiKey('readme', ['PublishApp', 'Tasks']);

    const runExample = (key: string) =>
      spawnSync(process.execPath, ['out/example.mjs'], {
        cwd: consumer.work,
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

/** What the @example blocks of the declarations use without saying where it comes from. */
const EXAMPLE_PRELUDE = `import {
  ALL_APIS, allSessions, allTasks, apiCall, apiCallSnippets, createProClient, errorMessage, errorMessageWithPrefix,
  fromDateString, isOperationError, lazyApi, ProApiError, publishApplicationWithProgress, readPortalMode, sendApiCall,
  sendFormWithProgress, SessionKind, toDateString, V1, type ApiCall, type JsonOf, type Main, type ProClient,
  type XhrConstructor,
} from '@pro-portal/sdk';
import {
  createAuthFetcher, createMainFetcher, createSecretsFetcher, createSessionsFetcher, createUsersFetcher, createV1Fetcher,
} from '@pro-portal/sdk/fetcher';
import { LAZY_APIS } from '@pro-portal/sdk/lazy';
declare const pro: ProClient<typeof ALL_APIS>;
declare const call: ApiCall, createUser: ApiCall, joinGroup: ApiCall;
declare const apiKeyCreate: Main.ApiKeyCreate;
declare const context: string, socketAddress: string, userGroups: string;
declare const form: FormData, file: Blob, metadata: Main.PublishMetadata;
declare const bar: { set(percent: number): void };
declare const XMLHttpRequest: XhrConstructor;
type Task = Main.Task;
`;

/**
 * The @example blocks of the built package's own declarations (not the generated classes'), each in
 * a block of its own after the prelude; an example's imports go to the top of the module. The
 * testing kit's (`kit`) need msw's types, which need the DOM lib.
 */
function declarationExamples(kit: boolean): string {
  const esm = join(sdkDir, 'dist/esm');
  const files = readdirSync(esm, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.d.ts') && !file.startsWith('generated') && file.startsWith('testing') === kit);
  const examples = files.flatMap((file) =>
    [...readFileSync(join(esm, file), 'utf8').matchAll(/@example\n((?:\s*\* (?!@).*\n)+)/g)].map((m) =>
      m[1]!.replace(/^\s*\* ?/gm, ''),
    ),
  );
  if (examples.length < (kit ? 2 : 20))
    throw new Error(`expected the declarations' examples, found ${examples.length}`);
  const imports = examples.flatMap((code) => code.match(/^import .*$/gm) ?? []);
  const bodies = examples.map((code) => `{\n${code.replace(/^import .*$/gm, '')}}\n`);
  const prelude = kit
    ? `import { setupServer } from 'msw/node';\nimport { mockHandlers, mockOperation } from '@pro-portal/sdk/testing';\ndeclare const server: ReturnType<typeof setupServer>;\n`
    : EXAMPLE_PRELUDE;
  return `${prelude}${imports.join('\n')}\n${bodies.join('')}export {};\n`;
}

/** The first js block under '## Example' in the SDK's README. */
function readmeExample(): string {
  const readme = readFileSync(join(sdkDir, 'README.md'), 'utf8');
  const match = /## Example\s+```js\n([\s\S]*?)```/.exec(readme);
  if (!match) throw new Error('packages/sdk/README.md has no js block under ## Example');
  return match[1]!;
}

/** Every ts block of the SDK's README: each compiles as a module of its own. */
function readmeBlocks(): string[] {
  const readme = readFileSync(join(sdkDir, 'README.md'), 'utf8');
  const blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!);
  if (blocks.length < 8) throw new Error('packages/sdk/README.md: expected its ts examples');
  return blocks;
}
