import fs from 'node:fs';
import path from 'node:path';
import { startSandbox as startSandboxServer } from '@pro-portal/test-harness';

const PORTAL_DIST = path.resolve(__dirname, '../apps/portal/dist');

/** Password of the seeded demo users (apps/sandbox/src/seed/accounts.ts). */
export const DEMO_PASSWORD = 'Sandbox#Demo1';

export interface SandboxOptions {
  basePath?: string;
  portalMode?: string;
  /** More settings of the sandbox, e.g. SIGN_IN_BLOCK_SECONDS. */
  env?: Record<string, string>;
  /** A Node process of its own (see the harness's StartOptions), for a flow that kills it. */
  ownProcess?: boolean;
}

export interface RunningSandbox {
  /** Origin, e.g. http://127.0.0.1:41234 */
  origin: string;
  /** Origin plus base path, e.g. http://127.0.0.1:41234/portal/ */
  url: string;
  basePath: string;
  /** Password of the seeded ROOT admin. */
  adminPassword: string;
  stop: () => Promise<void>;
  /** Kills the server at once (a crash, a network cut); restart() brings it back on the same port and data. */
  kill: () => Promise<void>;
  restart: () => Promise<void>;
}

/** One sandbox per test file: fresh data, free port, serving the production build of the portal. */
export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  if (!fs.existsSync(path.join(PORTAL_DIST, 'index.html'))) {
    throw new Error(`${PORTAL_DIST}/index.html is missing: build the portal first (npm run build -w apps/portal).`);
  }
  const basePath = `/${(options.basePath ?? '/').replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
  const handle = await startSandboxServer({
    env: {
      PORTAL_DIST,
      PORTAL_BASE_PATH: basePath,
      PORTAL_MODE: options.portalMode ?? '',
      JOB_SPEED: '1',
      ...options.env,
    },
    ownProcess: options.ownProcess,
  });
  return {
    origin: handle.baseUrl,
    url: `${handle.baseUrl}${basePath}`,
    basePath,
    adminPassword: handle.adminPassword,
    stop: handle.stop,
    kill: handle.kill,
    restart: handle.restart,
  };
}
