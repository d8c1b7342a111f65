// Builds the library in the current working directory (a workspace under packages/) into dist/.
// Default: ESM and CJS bundles with esbuild and .d.ts files with tsc (dist/types).
// --unbundled: one file per module, for bundlers to tree-shake: dist/esm (ES modules) and dist/cjs
// (CommonJS), each with its own declarations beside the code, so `import` gets ESM types and
// `require` gets CJS types. tsc alone cannot emit the ESM build: it keeps extensionless relative
// imports, which Node's ESM loader does not resolve, so every relative specifier is rewritten to
// the file it names.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';

const require = createRequire(import.meta.url);
const tsc = require.resolve('typescript/bin/tsc');
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });
const unbundled = process.argv.includes('--unbundled');

const filesUnder = (dir) =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .map((file) => join(dir, file))
    .filter((file) => statSync(file).isFile());

// The folder's own package.json decides the module type and, for bundlers, repeats sideEffects.
const typeFile = (format) =>
  `${JSON.stringify({ type: format === 'esm' ? 'module' : 'commonjs', ...(pkg.sideEffects === false ? { sideEffects: false } : {}) })}\n`;

function declarations(outDir) {
  execFileSync(
    process.execPath,
    [tsc, '-p', 'tsconfig.json', '--emitDeclarationOnly', '--declaration', '--noEmit', 'false', '--outDir', outDir],
    { stdio: 'inherit' },
  );
  // Declarations of test files are not part of the package.
  for (const file of filesUnder(outDir)) if (/\.test\.d\.ts$/.test(file)) rmSync(file);
}

/**
 * './client' -> './client.js', './generated/main' -> './generated/main/index.js', and the bare '..'
 * that tsc may write in a declaration -> '../index.js'.
 */
function rewriteSpecifiers(file) {
  const from = dirname(file);
  const target = (spec) => {
    const base = resolve(from, spec);
    if (existsSync(`${base}.js`)) return `${spec}.js`;
    if (existsSync(join(base, 'index.js'))) return `${spec}/index.js`;
    throw new Error(`${relative('.', file)}: cannot resolve ${spec}`);
  };
  const text = readFileSync(file, 'utf8');
  const next = text.replace(
    /((?:\bfrom|\bimport|\brequire\(|\bimport\()\s*)(['"])(\.{1,2}(?:\/[^'"]*)?)\2/g,
    (whole, lead, quote, spec) => (/\.(c|m)?js$/.test(spec) ? whole : `${lead}${quote}${target(spec)}${quote}`),
  );
  if (next !== text) writeFileSync(file, next);
}

rmSync('dist', { recursive: true, force: true });
if (unbundled) {
  const sources = filesUnder('src').filter((file) => /\.ts$/.test(file) && !/\.(test|d)\.ts$/.test(file));
  for (const format of ['esm', 'cjs']) {
    const outdir = `dist/${format}`;
    await build({
      entryPoints: sources,
      outdir,
      outbase: 'src',
      bundle: false,
      format,
      platform: 'neutral',
      target: 'es2022',
      // A CommonJS file loads its lazily loaded siblings with require: Node's import() of a CommonJS
      // file built for the neutral platform would see only its default export.
      ...(format === 'cjs' ? { supported: { 'dynamic-import': false } } : {}),
      logLevel: 'warning',
    });
    writeFileSync(`${outdir}/package.json`, typeFile(format));
    declarations(outdir);
    for (const file of filesUnder(outdir)) if (/\.(js|d\.ts)$/.test(file)) rewriteSpecifiers(file);
  }
} else {
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
    writeFileSync(`dist/${format}/package.json`, typeFile(format));
  }
  declarations('dist/types');
}
