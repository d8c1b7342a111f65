// Runs every check and test: the lock file is complete, the specs lint and the libraries build; then
// two lanes side by side (the apps' builds with the package, generated-code, knip and format checks;
// ESLint and the type-check); then two jest runs side by side: the browser flows, and every other
// project. Arguments (`npm test -- <jest args>`) go to one jest run over all projects instead.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBeside, runLanes, runLive, seconds } from './run-steps.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, FORCE_COLOR: '0' };
const durationLine = ({ title, ms }) => `${title}: ${seconds(ms)}`;

// The sandbox, the test harness and their tests read the libraries through their packages' builds,
// so the libraries build first. After that no step of one lane writes what a step of the other reads.
const first = [
  ['Lock file is complete', 'node', ['scripts/check-lock.mjs']],
  ['OpenAPI lint', 'npx', ['redocly', 'lint', '--config', 'openapi/redocly.yaml', '--format', 'summary']],
  ['Build the libraries', 'npm', ['run', 'build:libraries']],
];
const sideBySide = [
  [
    ['Build the apps', 'npm', ['run', 'build:apps']],
    ['SDK type packaging (attw)', 'npx', ['attw', '--pack', 'packages/sdk']],
    ['SDK package lint (publint --strict)', 'npx', ['publint', '--strict', 'packages/sdk']],
    ['Generated SDK is current', 'node', ['scripts/check-generated.mjs']],
    ['Unused files, exports and dependencies (knip)', 'npx', ['knip', '--no-progress']],
    ['Format', 'npx', ['prettier', '--check', '.']],
  ],
  [
    ['Lint', 'npm', ['run', 'lint']],
    ['Type-check', 'npm', ['run', 'typecheck']],
  ],
];

const started = Date.now();
const checks = await runLanes([first], { cwd: root, env });
if (checks.every((step) => step.code === 0)) checks.push(...(await runLanes(sideBySide, { cwd: root, env })));
const checksLine = `All of the above, wall time: ${seconds(Date.now() - started)}`;
const failed = checks.filter((step) => step.code !== 0);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.map((step) => step.title).join(', ')}.\n${checks.map(durationLine).join('\n')}`);
  process.exit(1);
}

// The browser flows spend much of their time waiting (for the browser, for simulated jobs), so they
// run in a jest of their own beside the other projects: four test files at once keep both cores busy,
// where one jest of two workers left a core idle whenever both its files were flows. The other
// projects' output is shown live; the flows' is printed whole after it.
const jestArgs = process.argv.slice(2);
const jest = (...args) => ['npx', ['jest', '--maxWorkers=2', ...args]];
console.log('\n=== Tests');
const testsStarted = Date.now();
const tests =
  jestArgs.length > 0
    ? [{ title: 'Tests', ...(await runLive(...jest(...jestArgs), { cwd: root, env })) }]
    : await runBeside(
        ['Tests: every project but the browser flows', ...jest('--ignoreProjects', 'e2e')],
        [['Tests: browser flows (e2e)', ...jest('--selectProjects', 'e2e')]],
        { cwd: root, env },
      );
const durations = [
  ...checks.map(durationLine),
  checksLine,
  ...(tests.length > 1 ? tests.map(durationLine) : []),
  durationLine({ title: 'Tests, wall time', ms: Date.now() - testsStarted }),
];
console.log(`\n=== Durations\n${durations.join('\n')}`);
const testsFailed = tests.filter((run) => run.code !== 0);
if (testsFailed.length > 0) console.error(`\nFailed: ${testsFailed.map((run) => run.title).join(', ')}.`);
process.exit(testsFailed.length > 0 ? 1 : 0);
