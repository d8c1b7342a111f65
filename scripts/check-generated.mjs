// Fails when packages/sdk/src/generated differs from what the OpenAPI files produce now.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from './generate.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const committed = join(root, 'packages/sdk/src/generated');
const fresh = mkdtempSync(join(tmpdir(), 'sdk-gen-'));

const list = (dir) =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .filter((p) => statSync(join(dir, p)).isFile())
    .sort();

try {
  await generate(fresh);
  const a = list(committed);
  const b = list(fresh);
  const problems = [];
  for (const f of new Set([...a, ...b])) {
    if (!a.includes(f)) problems.push(`missing from the committed SDK: ${f}`);
    else if (!b.includes(f)) problems.push(`not produced by the specs any more: ${f}`);
    else if (!readFileSync(join(committed, f)).equals(readFileSync(join(fresh, f)))) problems.push(`differs: ${f}`);
  }
  if (problems.length) {
    console.error(
      `The generated SDK is out of date with openapi/ (run npm run generate and commit):\n  ${problems.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log(`Generated SDK matches the specs (${a.length} files, ${relative(root, committed)}).`);
} finally {
  rmSync(fresh, { recursive: true, force: true });
}
