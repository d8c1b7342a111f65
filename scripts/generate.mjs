// Regenerates the typed clients in packages/sdk/src/generated/ from the OpenAPI files in openapi/.
// Deterministic: the output folder is emptied first and the generator's own metadata files are not kept.
// Usage: node scripts/generate.mjs [outRoot]   (outRoot defaults to packages/sdk/src/generated)
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CLIENTS = [
  { name: 'main', spec: 'openapi/pro-api-v2.yaml' },
  { name: 'v1', spec: 'openapi/pro-api-v1.yaml' },
  { name: 'auth', spec: 'openapi/auth-v1.yaml' },
  { name: 'sessions', spec: 'openapi/session-manager-v1.yaml' },
];

// Templates that replace the generator's own: one error type, per-call RequestOptions, calendar dates.
export const TEMPLATES = 'packages/sdk/generator-templates';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const jar = join(
  dirname(require.resolve('@openapitools/openapi-generator-cli/package.json')),
  'bin',
  'openapi-generator.jar',
);

const BANNER = `# Generated code: do not edit

Everything in this folder is written by \`npm run generate\` (openapi-generator 4.3.1, typescript-fetch)
from the OpenAPI files in \`openapi/\`, with the templates of \`packages/sdk/generator-templates\`. Change the spec, the templates
or the generator options in \`scripts/generate.mjs\` and regenerate; CI fails when this folder differs from what the specs produce.
`;

export function generate(outRoot = join(root, 'packages/sdk/src/generated')) {
  rmSync(outRoot, { recursive: true, force: true });
  mkdirSync(outRoot, { recursive: true });
  for (const client of CLIENTS) {
    const out = join(outRoot, client.name);
    execFileSync(
      'java',
      [
        '-jar',
        jar,
        'generate',
        '-g',
        'typescript-fetch',
        '-i',
        join(root, client.spec),
        '-o',
        out,
        '-t',
        join(root, TEMPLATES),
        '--additional-properties=supportsES6=true,typescriptThreePlus=true,modelPropertyNaming=original',
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    rmSync(join(out, '.openapi-generator'), { recursive: true, force: true });
    rmSync(join(out, '.openapi-generator-ignore'), { force: true });
  }
  writeFileSync(join(outRoot, 'README.md'), BANNER);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  generate(process.argv[2] ? resolve(process.argv[2]) : undefined);
  console.log('Generated clients:', CLIENTS.map((c) => c.name).join(', '));
}
