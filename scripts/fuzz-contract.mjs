// A longer run of the API contract fuzzer (apps/sandbox/test/contract): more requests per operation
// and a fresh seed each time unless one is given, on the embedded database and, with
// TEST_DATABASE_URL, on PostgreSQL too. Usage: npm run fuzz:contract -- [runs] [seed]
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.argv[2] ?? 100);
const seed = Number(process.argv[3] ?? Math.floor(Math.random() * 2 ** 31));
console.log(
  `Contract fuzzer: ${runs} requests per operation, seed ${seed} (repeat with: npm run fuzz:contract -- ${runs} ${seed})`,
);

const build = spawnSync('npm', ['run', 'build', '-w', 'packages/rules', '-w', 'apps/sandbox'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);
const { status } = spawnSync(
  'npx',
  [
    'jest',
    '--selectProjects',
    'sandbox',
    '--runTestsByPath',
    'apps/sandbox/test/contract/contract.test.ts',
    '--maxWorkers=1',
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      CONTRACT_FUZZ_RUNS: String(runs),
      CONTRACT_FUZZ_SEED: String(seed),
      CONTRACT_FUZZ_TIMEOUT_MS: String(Math.max(600_000, runs * 15_000)),
    },
  },
);
process.exit(status ?? 1);
