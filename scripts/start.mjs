// Builds whatever is missing or older than its sources, then starts the sandbox, which serves the
// portal at http://localhost:8080 (PORT) with the embedded database in ./.data (DATA_DIR).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SANDBOX_MAIN, SANDBOX_MAIN_PATH } from './sandbox-main.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const parts = [
  { workspace: 'packages/rules', sources: ['src'], output: 'dist/esm/index.js' },
  { workspace: 'packages/sdk', sources: ['src'], output: 'dist/esm/index.js' },
  { workspace: 'apps/sandbox', sources: ['src', 'bundle.mjs'], output: SANDBOX_MAIN },
  { workspace: 'apps/portal', sources: ['src', 'webpack.config.js'], output: 'dist/index.html' },
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newest(join(path, entry))));
}

let rebuiltUpstream = false;
for (const part of parts) {
  const dir = join(root, part.workspace);
  const built = newest(join(dir, part.output));
  const changed = Math.max(...part.sources.map((s) => newest(join(dir, s))));
  if (!rebuiltUpstream && built > 0 && built >= changed) continue;
  console.log(`Building ${part.workspace} ...`);
  const { status } = spawnSync('npm', ['run', 'build', '-w', part.workspace], { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
  rebuiltUpstream = true;
}

const server = spawn(process.execPath, [SANDBOX_MAIN_PATH], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
