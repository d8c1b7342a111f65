import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { hostedSandbox, hostOutput } from './sandbox-host';
import { copyTemplateData, seededTemplate, startsFromTemplate } from './seeded-template';

export type Backend = 'embedded' | 'postgres';

/** 'embedded' always; 'postgres' too when TEST_DATABASE_URL points at a PostgreSQL server. */
export const backends: Backend[] = process.env.TEST_DATABASE_URL ? ['embedded', 'postgres'] : ['embedded'];

/** What a sandbox's output says when it did not stop within 10 s of SIGTERM and was killed. */
export const KILLED_AFTER_SIGTERM = '[the sandbox did not stop within 10 s of SIGTERM and was killed]';

export interface SandboxHandle {
  baseUrl: string;
  adminPassword: string;
  dataDir: string;
  backend: Backend;
  /** The PostgreSQL database of the 'postgres' backend. */
  databaseUrl?: string;
  /** Everything the server printed (for failure messages). */
  output(): string;
  stop(): Promise<void>;
  /** Stops and starts the server on the same data directory and database (and port). */
  restart(): Promise<void>;
  /**
   * Stops the server (SIGTERM; killed after 10 s, and output() then says KILLED_AFTER_SIGTERM) and keeps
   * its data directory and database; restart() brings it back.
   */
  halt(): Promise<void>;
  /** Kills the server at once, as a crash or a network cut would; restart() brings it back. */
  kill(): Promise<void>;
}

export interface StartOptions {
  backend?: Backend;
  env?: Record<string, string>;
  /** Start another instance on this one's PostgreSQL database (its own data directory; its stop leaves the database). */
  joins?: SandboxHandle;
  /** Make a first start (initialise and seed) instead of starting from a copy of the seeded template. */
  firstStart?: boolean;
  /**
   * Run it as a Node process of its own, as an operator runs it, instead of in the worker's sandbox
   * host: for a test of what only a process shows (a kill, a signal, its exit, what it prints).
   */
  ownProcess?: boolean;
}

const repoRoot = path.resolve(__dirname, '..', '..', '..');
const sandboxDir = path.join(repoRoot, 'apps', 'sandbox');
/** The sandbox's runnable file: its package's `main`, which its build writes. */
export const SANDBOX_SERVER_JS = path.join(
  sandboxDir,
  (JSON.parse(fs.readFileSync(path.join(sandboxDir, 'package.json'), 'utf8')) as { main: string }).main,
);

/**
 * Node's arguments for a sandbox under test. A test's sandbox lives for seconds: V8's optimising tier
 * would spend more CPU recompiling the embedded database's WebAssembly than it ever saves, so the
 * baseline compiler is the only one. The product's own start keeps both tiers.
 */
export const SANDBOX_NODE_ARGS = ['--liftoff-only', SANDBOX_SERVER_JS];

/**
 * The sandbox host (several sandboxes in one process, see sandbox-host.ts) and the environment its
 * sandboxes share. Settings the sandbox reads from its process's environment rather than per sandbox
 * (its log level, its specs' folder) need a process of their own.
 */
const SANDBOX_HOST = {
  hostJs: path.join(sandboxDir, 'dist', 'host.js'),
  cwd: repoRoot,
  env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'error', SANDBOX_QUIET: '1' },
};
const PROCESS_WIDE = ['LOG_LEVEL', 'OPENAPI_DIR'];
const ownProcessNeeded = (opts: StartOptions): boolean =>
  opts.ownProcess === true || PROCESS_WIDE.some((key) => opts.env?.[key] !== undefined);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A fresh database on the TEST_DATABASE_URL server (empty, or a copy of a template), and how to drop it. */
export async function createDatabase(template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `sandbox_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
      await c.end();
    },
  };
}

async function waitUntilUp(
  baseUrl: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs = 90_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The sandbox exited with code ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${baseUrl}/pro-api/v2/portal/pro_version`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`The sandbox did not answer within ${timeoutMs} ms:\n${output()}`);
}

/** Runs the sandbox's built server with these variables until it exits by itself (a start that fails): its exit code and what it printed. */
export async function runUntilExit(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, SANDBOX_NODE_ARGS, {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'error', SANDBOX_QUIET: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  return { code, stdout, stderr };
}

/** The template's first start: initialise and seed on this data directory (and database), then stop cleanly. */
async function firstStartAndStop(dataDir: string, adminPassword: string, databaseUrl?: string): Promise<void> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, SANDBOX_NODE_ARGS, {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SANDBOX_ADMIN_PASSWORD: adminPassword,
      LOG_LEVEL: 'error',
      SANDBOX_QUIET: '1',
      PORTAL_DIST: path.join(dataDir, 'no-portal'),
      DATABASE_URL: databaseUrl ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  await waitUntilUp(baseUrl, child, () => log);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  if ((await exited) !== 0) throw new Error(`The template sandbox did not stop cleanly:\n${log}`);
}

/**
 * Starts the sandbox's built server (build it first) on a free port with its own data directory (and
 * PostgreSQL database for the 'postgres' backend), a copy of the seeded template unless the start's
 * settings change what a first start writes.
 */
export async function startSandbox(opts: StartOptions = {}): Promise<SandboxHandle> {
  if (!fs.existsSync(SANDBOX_SERVER_JS))
    throw new Error(
      `${SANDBOX_SERVER_JS} is missing: run npm run build -w packages/rules && npm run build -w apps/sandbox`,
    );
  if (opts.joins && !opts.joins.databaseUrl) throw new Error('Only an instance on PostgreSQL can be joined');
  const backend = opts.joins?.backend ?? opts.backend ?? 'embedded';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pro-sandbox-test-'));
  const template =
    !opts.joins && !opts.firstStart && startsFromTemplate(opts.env)
      ? await seededTemplate({ repoRoot, backend, seed: firstStartAndStop })
      : undefined;
  if (template) copyTemplateData(template, dataDir);
  const database = backend === 'postgres' && !opts.joins ? await createDatabase(template?.databaseName) : undefined;
  const databaseUrl = opts.joins?.databaseUrl ?? database?.url;
  const adminPassword =
    opts.joins?.adminPassword ?? template?.adminPassword ?? `Admin#${randomBytes(6).toString('hex')}A1`;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // What a start sets beyond the environment of the test process (the host's, when hosted).
  const startEnv = {
    PORT: String(port),
    DATA_DIR: dataDir,
    SANDBOX_ADMIN_PASSWORD: adminPassword,
    JOB_SPEED: '50',
    PORTAL_DIST: path.join(dataDir, 'no-portal'),
    DATABASE_URL: databaseUrl ?? '',
    ...opts.env,
  };
  const hosted = ownProcessNeeded(opts) ? undefined : hostedSandbox(SANDBOX_HOST, startEnv);
  let child: ChildProcess | undefined;
  let running = false;
  let log = '';
  const output = () => (hosted ? hostOutput() : log);

  const launch = async () => {
    if (hosted) {
      await hosted.start();
      running = true;
      return;
    }
    child = spawn(process.execPath, SANDBOX_NODE_ARGS, {
      cwd: repoRoot,
      env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'error', ...startEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d) => (log += d));
    child.stderr?.on('data', (d) => (log += d));
    await waitUntilUp(baseUrl, child, output);
  };

  const halt = async () => {
    if (hosted) {
      if (running) await hosted.stop();
      running = false;
      return;
    }
    const c = child;
    child = undefined;
    if (!c || c.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        log += `\n${KILLED_AFTER_SIGTERM}\n`;
        c.kill('SIGKILL');
      }, 10_000);
      c.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      c.kill('SIGTERM');
    });
  };

  await launch();
  return {
    baseUrl,
    adminPassword,
    dataDir,
    backend,
    databaseUrl,
    output,
    halt,
    restart: async () => {
      await halt();
      await launch();
    },
    kill: async () => {
      if (hosted) throw new Error('kill() needs a sandbox process of its own: start it with { ownProcess: true }');
      const c = child;
      child = undefined;
      if (!c || c.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        c.once('exit', () => resolve());
        c.kill('SIGKILL');
      });
    },
    stop: async () => {
      await halt();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
