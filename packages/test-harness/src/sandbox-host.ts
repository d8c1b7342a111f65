import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pidAlive } from './pid-alive';

/**
 * The sandbox host of this test process (the sandbox's `dist/host.js`): one process that runs the
 * sandboxes of every suite this jest worker runs, so that a start costs a server and a database, not a
 * Node process with its modules. Jest loads this module anew for each test file, so the host is found
 * again through a file named after the worker's process id; it exits when the worker does.
 */
interface HostRecord {
  pid: number;
  port: number;
}

const recordFile = () => path.join(os.tmpdir(), `pro-sandbox-host-${process.pid}.json`);
const logFile = () => path.join(os.tmpdir(), `pro-sandbox-host-${process.pid}.log`);

/** Everything the host printed (all its sandboxes' output), for failure messages. */
export const hostOutput = (): string => {
  try {
    return fs.readFileSync(logFile(), 'utf8');
  } catch {
    return '';
  }
};

/** The record and log of hosts whose workers have ended (a host outlives its worker by moments only). */
function removeEndedHosts(): void {
  for (const name of fs.readdirSync(os.tmpdir())) {
    const match = /^pro-sandbox-host-(\d+)\.json$/.exec(name);
    if (!match || pidAlive(Number(match[1]))) continue;
    for (const file of [name, name.replace(/json$/, 'log')]) fs.rmSync(path.join(os.tmpdir(), file), { force: true });
  }
}

async function spawnHost(hostJs: string, cwd: string, env: NodeJS.ProcessEnv): Promise<HostRecord> {
  removeEndedHosts();
  // Appended to: should a host end early, what it said last stays beside what its successor says.
  const out = fs.openSync(logFile(), 'a');
  const child = spawn(process.execPath, [hostJs], { cwd, env, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  // The worker does not wait for the host, which ends when the worker does.
  child.unref();
  const deadline = Date.now() + 60_000;
  for (;;) {
    const port = new RegExp(`HOST_PORT=(\\d+) PID=${child.pid}\\b`).exec(hostOutput())?.[1];
    if (port) return { pid: child.pid!, port: Number(port) };
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`The sandbox host did not start:\n${hostOutput()}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

let host: Promise<HostRecord> | undefined;

/** The running host of this worker, started now if there is none. */
function theHost(hostJs: string, cwd: string, env: NodeJS.ProcessEnv): Promise<HostRecord> {
  host ??= (async () => {
    try {
      const known = JSON.parse(fs.readFileSync(recordFile(), 'utf8')) as HostRecord;
      if (pidAlive(known.pid)) return known;
    } catch {
      // no host yet
    }
    const started = await spawnHost(hostJs, cwd, env);
    fs.writeFileSync(recordFile(), JSON.stringify(started));
    return started;
  })();
  return host;
}

async function call(record: HostRecord, route: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`http://127.0.0.1:${record.port}${route}`, { method: 'POST', body: JSON.stringify(body) });
  const answer = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${String(answer.error)}\n${hostOutput()}`);
  return answer;
}

export interface HostedSandbox {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** A sandbox of the host configured by `env` (which names its PORT), started by start() and closed by stop(). */
export function hostedSandbox(
  host: { hostJs: string; cwd: string; env: NodeJS.ProcessEnv },
  env: Record<string, string>,
): HostedSandbox {
  return {
    start: async () => {
      await call(await theHost(host.hostJs, host.cwd, host.env), '/start', { env });
    },
    stop: async () => {
      await call(await theHost(host.hostJs, host.cwd, host.env), '/stop', { port: Number(env.PORT) });
    },
  };
}
