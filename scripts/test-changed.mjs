// npm run test:changed: the quick loop for a change not yet committed (or since a base given as
// `-- --base <ref>`): type-checks the workspaces it touches, lints and formats the touched files
// (ESLint with its cache), and runs the tests jest relates to them. Browser flows and sandbox suites
// run against builds, so they run here only when their own file changed; `npm test` runs them all.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TS_PROJECTS, typeCheckArgs } from './ts-projects.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const baseAt = args.indexOf('--base');
const base = baseAt >= 0 ? args[baseAt + 1] : 'HEAD';

const git = (...gitArgs) =>
  spawnSync('git', gitArgs, { cwd: root, encoding: 'utf8' }).stdout.split('\n').filter(Boolean);

/** The files changed since `base`, staged or not, and the new ones git does not ignore. */
const changed = [
  ...new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')]),
].filter((file) => existsSync(resolve(root, file)));

const projectOf = (file) => TS_PROJECTS.find(([, dirs]) => dirs.some((dir) => file.startsWith(dir)))?.[0];

const code = changed.filter((file) => /\.(ts|tsx|mjs|js|cjs)$/.test(file) && !file.includes('/generated/'));
const projects = [...new Set(code.map(projectOf).filter(Boolean))];
const formatted = changed.filter((file) => /\.(ts|tsx|mjs|js|cjs|json|md|ya?ml|css)$/.test(file));

/** Jest projects whose suites start a build (a sandbox, a browser): only their changed files run. */
const BUILT = /^(apps\/sandbox\/test|e2e)\//;
const unitProjects = ['rules', 'sdk', 'portal', 'tooling'];
const related = code.filter((file) => !BUILT.test(file));

const steps = [
  ...projects.map((project) => [`Type-check ${project}`, 'npx', ['tsc', ...typeCheckArgs(project)]]),
  code.length > 0 && [
    'Lint the changed files',
    'npx',
    ['eslint', '--cache', '--cache-location', 'node_modules/.cache/eslint/', '--max-warnings', '0', ...code],
  ],
  formatted.length > 0 && ['Format of the changed files', 'npx', ['prettier', '--check', ...formatted]],
  related.length > 0 && [
    'Tests related to the changed files',
    'npx',
    // One worker more than cores: the portal's suites spend part of their time waiting on timers, and
    // the extra worker runs while they wait. (Jest's default, one less than cores, is one worker on two.)
    [
      'jest',
      `--maxWorkers=${availableParallelism() + 1}`,
      '--passWithNoTests',
      '--findRelatedTests',
      ...related,
      '--selectProjects',
      ...unitProjects,
    ],
  ],
  ...code
    .filter((file) => BUILT.test(file) && file.endsWith('.test.ts'))
    .map((file) => [`Changed suite ${file}`, 'npx', ['jest', file, '--maxWorkers=1']]),
].filter(Boolean);

if (changed.length === 0) {
  console.log(`Nothing changed since ${base}.`);
  process.exit(0);
}
console.log(`Changed since ${base}: ${changed.length} file(s).`);
for (const [title, cmd, stepArgs] of steps) {
  console.log(`\n=== ${title}`);
  const { status } = spawnSync(cmd, stepArgs, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  if (status !== 0) {
    console.error(`\n${title} failed.`);
    process.exit(status ?? 1);
  }
}
