// Builds the library in the current working directory (a workspace under packages/):
// ESM and CJS bundles with esbuild and .d.ts files with tsc, into dist/.
// tsc alone cannot emit the ESM build: it keeps extensionless relative imports, which Node's ESM
// loader does not resolve; a bundle has none.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const tsc = require.resolve('typescript/bin/tsc');
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });

rmSync('dist', { recursive: true, force: true });
for (const format of ['esm', 'cjs']) {
  await build({
    entryPoints: ['src/index.ts'],
    outfile: `dist/${format}/index.js`,
    bundle: true,
    format,
    platform: 'neutral',
    target: 'es2020',
    sourcemap: true,
    external,
    logLevel: 'warning',
  });
  writeFileSync(`dist/${format}/package.json`, `{"type":"${format === 'esm' ? 'module' : 'commonjs'}"}\n`);
}
execFileSync(
  process.execPath,
  [tsc, '-p', 'tsconfig.json', '--emitDeclarationOnly', '--declaration', '--noEmit', 'false', '--outDir', 'dist/types'],
  {
    stdio: 'inherit',
  },
);
// Declarations of test files are not part of the package.
for (const file of readdirSync('dist/types', { recursive: true }).map(String)) {
  if (/\.test\.d\.ts$/.test(file)) rmSync(`dist/types/${file}`);
}
