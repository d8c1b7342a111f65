import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const SANDBOX_MAIN = path.join(ROOT, 'apps/sandbox/dist/main.js');
const PORTAL_INDEX = path.join(ROOT, 'apps/portal/dist/index.html');

/** Password of the seeded ROOT admin in every sandbox these tests start. */
export const ADMIN_PASSWORD = 'E2e#AdminPassw0rd';
/** Password of the seeded demo users (apps/sandbox/src/seed/accounts.ts). */
export const DEMO_PASSWORD = 'Sandbox#Demo1';

export interface SandboxOptions {
  basePath?: string;
  portalMode?: string;
}

export interface RunningSandbox {
  /** Origin, e.g. http://127.0.0.1:41234 */
  origin: string;
  /** Origin plus base path, e.g. http://127.0.0.1:41234/portal/ */
  url: string;
  basePath: string;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitUntilUp(origin: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The sandbox exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${origin}/pro-api/v2/portal/pro_version`);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The sandbox did not start within 90 s:\n${output()}`);
}

/** Starts apps/sandbox/dist/main.js on a free port with a fresh data folder; it serves apps/portal/dist. */
export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  for (const [file, what] of [[SANDBOX_MAIN, 'the sandbox'], [PORTAL_INDEX, 'the portal']] as const) {
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: build ${what} first (npm run build).`);
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pro-e2e-'));
  const basePath = options.basePath ?? '/';
  let log = '';
  const child = spawn(process.execPath, [SANDBOX_MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SANDBOX_ADMIN_PASSWORD: ADMIN_PASSWORD,
      PORTAL_BASE_PATH: basePath,
      PORTAL_MODE: options.portalMode ?? '',
      SANDBOX_QUIET: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(origin, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, url: `${origin}${basePath.replace(/\/?$/, '/')}`, basePath, stop };
}
