// npm run typecheck: every TypeScript project (or those named as arguments), as many at once as the
// machine has cores; each run keeps tsc's incremental state under node_modules/.cache/tsc.
import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCaptured } from './run-steps.mjs';
import { TS_PROJECTS, typeCheckArgs } from './ts-projects.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = resolve(root, 'node_modules/typescript/bin/tsc');
const named = process.argv.slice(2);
const queue = TS_PROJECTS.map(([project]) => project).filter((p) => named.length === 0 || named.includes(p));

/** Type-checks one project; its output is printed in one piece when it ends, so runs do not interleave. */
const check = async (project) => {
  const { code, out } = await runCaptured(process.execPath, [tsc, ...typeCheckArgs(project)], { cwd: root });
  console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${project}${out ? `\n${out}` : ''}`);
  return code === 0;
};

const results = [];
const worker = async () => {
  for (let project = queue.shift(); project; project = queue.shift()) results.push(await check(project));
};
await Promise.all(Array.from({ length: Math.min(availableParallelism(), 4) }, worker));
process.exit(results.every(Boolean) ? 0 : 1);
