// Runs every check and test: the generated SDK is current, the specs lint, everything builds and
// type-checks, then one jest run over all projects (unit, sandbox integration, portal, browser flows).
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const steps = [
  ['Lock file is complete', 'node', ['scripts/check-lock.mjs']],
  ['Generated SDK is current', 'node', ['scripts/check-generated.mjs']],
  ['OpenAPI lint', 'npx', ['redocly', 'lint', '--config', 'openapi/redocly.yaml', '--format', 'summary']],
  ['Build', 'npm', ['run', 'build']],
  ['SDK type packaging (attw)', 'npx', ['attw', '--pack', 'packages/sdk']],
  ['SDK package lint (publint --strict)', 'npx', ['publint', '--strict', 'packages/sdk']],
  ['Type-check', 'npm', ['run', 'typecheck']],
  ['Lint', 'npm', ['run', 'lint']],
  ['Format', 'npx', ['prettier', '--check', '.']],
  ['Unused files, exports and dependencies (knip)', 'npx', ['knip', '--no-progress']],
  ['Tests', 'npx', ['jest', '--maxWorkers=2', ...process.argv.slice(2)]],
];

// Each step's duration is printed at the end, so that a run's log says where its time went.
const durations = [];
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
for (const [title, cmd, args] of steps) {
  console.log(`\n=== ${title}`);
  const started = Date.now();
  const { status } = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  durations.push(`${title}: ${seconds(Date.now() - started)}`);
  if (status !== 0) {
    console.error(`\n${title} failed.\n${durations.join('\n')}`);
    process.exit(status ?? 1);
  }
}
console.log(`\n=== Durations\n${durations.join('\n')}`);
