/**
 * The packed SDK installs into an empty project outside the workspace, where an ESM import and a
 * CJS require both work and type-check.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

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
const pro = createProClient({ baseUrl: 'http://127.0.0.1:9' });
const listed: Promise<Main.ApplicationList> = pro.main.applications.listApplications();
listed.catch(() => undefined);
const err = new ProApiError(404, { message: 'not here', errorCode: 1, errorId: 'x' });
console.log(JSON.stringify({ kind: 'esm', list: typeof pro.main.applications.listApplications, message: errorMessage(err) }));
`;
const cjsSource = esmSource
  .replace(
    "import { createProClient, errorMessage, ProApiError, Main } from '@pro-portal/sdk';",
    "import sdk = require('@pro-portal/sdk');\nconst { createProClient, errorMessage, ProApiError } = sdk;\nimport Main = sdk.Main;",
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
    writeFileSync(
      join(work, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'nodenext',
          moduleResolution: 'nodenext',
          target: 'es2022',
          lib: ['es2022', 'dom'],
          types: [],
          strict: true,
          skipLibCheck: false,
          outDir: 'out',
        },
        files: ['esm.mts', 'cjs.cts'],
      }),
    );
  }, 120_000);

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('type-checks an ESM import and a CJS require and compiles them', () => {
    expect(() => run(process.execPath, [tsc, '-p', 'tsconfig.json'], work)).not.toThrow();
  });

  it('runs as ESM through import', () => {
    const out = JSON.parse(run(process.execPath, ['out/esm.mjs'], work));
    expect(out).toEqual({ kind: 'esm', list: 'function', message: 'not here' });
  });

  it('runs as CJS through require', () => {
    const out = JSON.parse(run(process.execPath, ['out/cjs.cjs'], work));
    expect(out).toEqual({ kind: 'cjs', list: 'function', message: 'not here' });
  });
});
