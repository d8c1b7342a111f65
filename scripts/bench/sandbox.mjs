// Starts and stops a sandbox process for the benchmark: a free port, a fresh data folder, fast jobs.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SANDBOX_MAIN_PATH } from '../sandbox-main.mjs';

export const ROOT = resolve(import.meta.dirname, '../..');
export const ADMIN_PASSWORD = 'Bench-Admin-Pass1!';

export function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** Starts the sandbox on dataDir (a new temporary folder unless given) and resolves once it answers. */
export async function startSandbox({ dataDir, env = {} } = {}) {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'pro-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, [SANDBOX_MAIN_PATH], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      SANDBOX_ADMIN_PASSWORD: ADMIN_PASSWORD,
      SANDBOX_QUIET: '1',
      JOB_SPEED: '50',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`sandbox exited: ${stderr}`);
    try {
      const res = await fetch(`${baseUrl}/pro-api/v2/portal/pro_version`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      // A start that never answered leaves no process behind.
      child.kill('SIGKILL');
      throw new Error(`sandbox did not start: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    dataDir: dir,
    pid: child.pid,
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!keepData && !dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the auth API and returns the session cookie header value. */
export async function signIn(baseUrl, username = 'admin', password = ADMIN_PASSWORD, environment = 'ROOT') {
  const res = await fetch(`${baseUrl}/pro/auth/v1/authenticate/pro-login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ environment, username, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return cookie;
}
