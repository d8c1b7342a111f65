// Runs every check and test: the generated SDK is current, the specs lint, everything builds and
// type-checks, then one jest run over all projects (unit, sandbox integration, portal, browser flows).
// The steps of one stage run at once (the machine's cores are otherwise idle while a single-threaded
// check runs); each step's output is printed in one piece when it ends, so that outputs do not interleave.
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Stages run one after the other; the steps of a stage run at once. */
const stages = [
  { steps: [['Lock file is complete', 'node', ['scripts/check-lock.mjs']]] },
  {
    steps: [
      ['Generated SDK is current', 'node', ['scripts/check-generated.mjs']],
      ['OpenAPI lint', 'npx', ['redocly', 'lint', '--config', 'openapi/redocly.yaml', '--format', 'summary']],
      ['Build', 'npm', ['run', 'build']],
    ],
  },
  // These read what the build wrote (the SDK's package, the workspaces' declarations).
  {
    steps: [
      ['SDK type packaging (attw)', 'npx', ['attw', '--pack', 'packages/sdk']],
      ['SDK package lint (publint --strict)', 'npx', ['publint', '--strict', 'packages/sdk']],
      ['Type-check', 'npm', ['run', 'typecheck']],
      ['Lint', 'npm', ['run', 'lint']],
      ['Format', 'npx', ['prettier', '--check', '.']],
      ['Unused files, exports and dependencies (knip)', 'npx', ['knip', '--no-progress']],
    ],
  },
  // Jest's own progress shows as it comes.
  { steps: [['Tests', 'npx', ['jest', '--maxWorkers=2', ...process.argv.slice(2)]]], live: true },
];

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const env = { ...process.env, FORCE_COLOR: '0' };

/** Runs one step; its output goes straight through when `live`, else in one piece at its end. */
function run([title, cmd, args], live) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout?.on('data', (d) => (out += d));
    child.stderr?.on('data', (d) => (out += d));
    let ended = false;
    const end = (ok) => {
      if (ended) return;
      ended = true;
      if (!live) process.stdout.write(`\n=== ${title}\n${out}`);
      done({ title, ok, duration: `${title}: ${seconds(Date.now() - started)}` });
    };
    child.on('error', (err) => {
      out += `${err.message}\n`;
      end(false);
    });
    child.on('close', (code) => end(code === 0));
  });
}

// Each step's duration is printed at the end, so that a run's log says where its time went.
const durations = [];
for (const { steps, live = false } of stages) {
  if (live) console.log(`\n=== ${steps.map(([title]) => title).join(', ')}`);
  const results = await Promise.all(steps.map((step) => run(step, live)));
  durations.push(...results.map((r) => r.duration));
  const failed = results.filter((r) => !r.ok);
  if (failed.length > 0) {
    console.error(`\n${failed.map((r) => r.title).join(', ')} failed.\n${durations.join('\n')}`);
    process.exit(1);
  }
}
console.log(`\n=== Durations\n${durations.join('\n')}`);
