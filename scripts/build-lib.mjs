// Builds the library in the current working directory (a workspace under packages/):
// ESM and CJS bundles with tsup (esbuild) and .d.ts files with tsc, into dist/.
import { build } from 'tsup';
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const tsc = require.resolve('typescript/bin/tsc');

rmSync('dist', { recursive: true, force: true });
for (const format of ['esm', 'cjs']) {
  await build({
    entry: { index: 'src/index.ts' },
    format: [format],
    outDir: `dist/${format}`,
    target: 'es2020',
    platform: 'neutral',
    sourcemap: true,
    treeshake: true,
    external: ['yup'],
    outExtension: () => ({ js: '.js' }),
    silent: true,
  });
}
// A package.json per format folder tells Node which module system each .js file uses.
import { writeFileSync } from 'node:fs';
writeFileSync('dist/esm/package.json', '{"type":"module"}\n');
writeFileSync('dist/cjs/package.json', '{"type":"commonjs"}\n');
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.json', '--emitDeclarationOnly', '--declaration', '--outDir', 'dist/types', '--noEmit', 'false'], { stdio: 'inherit' });
