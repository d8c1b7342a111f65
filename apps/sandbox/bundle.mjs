// Run by the build after tsc: bundles the server (dist/main.js and the packages it imports) into one
// file, the package's `main` (dist/sandbox.js), which `npm start` and the tests run. Node's module
// loader resolves, reads and compiles the files of a start one by one, so a start from one file costs
// markedly less CPU, and the test run starts a sandbox for every suite and engine. The bundle sits
// beside main.js, so that the package's folder is found from it as from main.js.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

// Packages that read their own files at run time (PGlite its WebAssembly and data files, the OpenAPI
// validator its meta-schemas) are imported from node_modules; pg-native is pg's optional native driver.
// The shared rules are read from their own build (one file), so a rebuild of them reaches the sandbox.
const external = [
  '@electric-sql/pglite',
  '@seriousme/openapi-schema-validator',
  'pg',
  'pg-native',
  '@pro-portal/rules',
];

await build({
  entryPoints: ['dist/main.js'],
  outfile: JSON.parse(readFileSync('package.json', 'utf8')).main,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external,
  sourcemap: 'linked',
  // The CommonJS packages inside an ES module bundle call require() for Node's own modules.
  banner: {
    js: "import { createRequire as bundleRequire } from 'node:module';\nconst require = bundleRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
