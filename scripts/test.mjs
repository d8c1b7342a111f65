// Runs every check and test: the generated SDK is current, the specs lint, everything builds; then one
// jest run over all projects (unit, sandbox integration, portal, browser flows) and, beside it, the
// static checks (type-check, lint, format, package checks, knip).
//
// The static checks need nothing jest makes and jest needs nothing they make, so they run at once.
// They run at a lower CPU priority: jest's browser flows spend much of their time waiting on timers
// and the browser, and the checks take that idle time instead of slowing the tests they run beside.
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, FORCE_COLOR: '0' };

const first = [
  ['Lock file is complete', 'node', ['scripts/check-lock.mjs']],
  ['Generated SDK is current', 'node', ['scripts/check-generated.mjs']],
  ['OpenAPI lint', 'npx', ['redocly', 'lint', '--config', 'openapi/redocly.yaml', '--format', 'summary']],
  ['Build', 'npm', ['run', 'build']],
];
const tests = ['Tests', 'npx', ['jest', '--maxWorkers=2', ...process.argv.slice(2)]];
const staticChecks = [
  ['SDK type packaging (attw)', 'npx', ['attw', '--pack', 'packages/sdk']],
  ['SDK package lint (publint --strict)', 'npx', ['publint', '--strict', 'packages/sdk']],
  ['Type-check', 'npm', ['run', 'typecheck']],
  ['Lint', 'npm', ['run', 'lint']],
  ['Format', 'npx', ['prettier', '--check', '.']],
  ['Unused files, exports and dependencies (knip)', 'npx', ['knip', '--no-progress']],
];

// Each step's duration is printed at the end, so that a run's log says where its time went.
const durations = [];
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/**
 * Runs one step and resolves whether it passed. Its output goes straight to ours, or, when
 * `quiet`, is kept and printed in one piece when the step ends (so it does not mix with jest's).
 */
function run([title, cmd, args], { quiet = false, nice = false } = {}) {
  if (!quiet) console.log(`\n=== ${title}`);
  const started = Date.now();
  const [file, fileArgs] = nice ? ['nice', ['-n', '10', cmd, ...args]] : [cmd, args];
  const child = spawn(file, fileArgs, { cwd: root, env, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((done) => {
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (status) => {
      durations.push(`${title}: ${seconds(Date.now() - started)}`);
      if (quiet) process.stdout.write(`\n=== ${title}\n${Buffer.concat(output).toString()}`);
      if (status !== 0) console.error(`\n${title} failed.`);
      done(status === 0);
    });
  });
}

function finish(passed) {
  console.log(`\n=== Durations\n${durations.join('\n')}`);
  process.exit(passed ? 0 : 1);
}

for (const step of first) {
  if (!(await run(step))) finish(false);
}
const checking = (async () => {
  let passed = true;
  for (const step of staticChecks) passed = (await run(step, { quiet: true, nice: true })) && passed;
  return passed;
})();
const [testsPassed, checksPassed] = await Promise.all([run(tests), checking]);
finish(testsPassed && checksPassed);
