// The lock file is complete: resolving the workspaces' package.json files again adds nothing.
// npm ci installs exactly the lock, so an incomplete lock would make every fresh clone's
// `npm install` rewrite it (for example with optional native bindings of other platforms).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const work = mkdtempSync(join(tmpdir(), 'lock-check-'));
try {
  for (const file of [
    'package.json',
    'package-lock.json',
    ...rootManifest.workspaces.map((w) => `${w}/package.json`),
  ]) {
    mkdirSync(dirname(join(work, file)), { recursive: true });
    cpSync(join(root, file), join(work, file));
  }
  const npm = spawnSync('npm', ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: work,
    encoding: 'utf8',
  });
  if (npm.status !== 0) {
    console.error(npm.stderr);
    process.exit(npm.status ?? 1);
  }
  const before = readFileSync(join(root, 'package-lock.json'), 'utf8');
  const after = readFileSync(join(work, 'package-lock.json'), 'utf8');
  if (before !== after) {
    console.error(
      'package-lock.json is incomplete: `npm install` would change it. Run `npm install` and commit the lock.',
    );
    process.exit(1);
  }
  console.log('package-lock.json is complete.');
} finally {
  rmSync(work, { recursive: true, force: true });
}
