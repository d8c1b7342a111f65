import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import {
  signIn,
  backends,
  startSandbox,
  SANDBOX_NODE_ARGS,
  SANDBOX_SERVER_JS,
  type SandboxHandle,
} from '@pro-portal/test-harness';
import { send, type Credentials } from '../support/world';
import { storedFiles, type FileHome } from '../support/stored-files';
import { endlessUpload } from '../support/endless-upload';

jest.setTimeout(300_000);

/** The pid of the sandbox serving this data directory (the harness keeps its child to itself). */
function sandboxPid(dataDir: string): number {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const env = fs.readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0');
      if (
        env.includes(`DATA_DIR=${dataDir}`) &&
        fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').includes(SANDBOX_SERVER_JS)
      )
        return Number(entry);
    } catch {
      // gone or not ours
    }
  }
  throw new Error(`no sandbox process for ${dataDir}`);
}

/** Rejects with a message naming the step when it takes longer than ms. */
function step<T>(what: string, p: Promise<T>, ms = 30_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Runs the sandbox of a harness handle under this test's control: the first process is the
 * harness's, later ones are started here with the same environment, so that SIGKILL can be sent
 * to whichever runs.
 */
class Crashable {
  private env: Record<string, string>;
  private child?: ChildProcess;
  private log = '';
  constructor(private sb: SandboxHandle) {
    const pid = sandboxPid(sb.dataDir);
    this.env = Object.fromEntries(
      fs
        .readFileSync(`/proc/${pid}/environ`, 'utf8')
        .split('\0')
        .filter(Boolean)
        .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
    );
  }

  async kill(): Promise<void> {
    const pid = this.child?.pid ?? sandboxPid(this.sb.dataDir);
    process.kill(pid, 'SIGKILL');
    const end = Date.now() + 10_000;
    while (Date.now() < end) {
      const state = (() => {
        try {
          return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(' ')[2];
        } catch {
          return 'gone';
        }
      })();
      if (state === 'gone' || state === 'Z') return;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('the sandbox did not die');
  }

  async start(): Promise<void> {
    this.log = '';
    const child = spawn(process.execPath, SANDBOX_NODE_ARGS, {
      cwd: path.resolve(__dirname, '..', '..', '..', '..'),
      env: this.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d) => (this.log += d));
    child.stderr?.on('data', (d) => (this.log += d));
    this.child = child;
    const end = Date.now() + 90_000;
    while (Date.now() < end) {
      if (child.exitCode !== null) throw new Error(`the sandbox exited after the crash:\n${this.log}`);
      const up = await fetch(`${this.sb.baseUrl}/pro-api/v2/portal/pro_version`)
        .then((r) => r.ok)
        .catch(() => false);
      if (up) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`the sandbox did not come back:\n${this.log}`);
  }

  /** Stops what runs and removes the data (the harness cannot stop a child it did not see die). */
  async dispose(): Promise<void> {
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) {
      const c = this.child;
      await new Promise<void>((resolve) => {
        c.once('exit', () => resolve());
        c.kill('SIGTERM');
        setTimeout(() => {
          c.kill('SIGKILL');
          resolve();
        }, 10_000);
      });
    }
    if (this.env.DATABASE_URL && process.env.TEST_DATABASE_URL) {
      const name = new URL(this.env.DATABASE_URL).pathname.slice(1);
      const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
      await admin.end();
    }
    fs.rmSync(this.sb.dataDir, { recursive: true, force: true });
  }
}

/** The keys of every file the sandbox keeps (a save not yet complete as '.tmp/…'). */
const storedNames = async (home: FileHome) => (await storedFiles(home)).map((f) => f.key);

/** Waits until some bytes of an unfinished upload have been stored. */
async function waitForPartialFile(home: FileHome, before: string[]): Promise<void> {
  const end = Date.now() + 20_000;
  while (Date.now() < end) {
    const added = (await storedFiles(home)).filter((f) => !before.includes(f.key));
    if (added.some((f) => f.size > 512 * 1024)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the upload was never stored in part');
}

describe.each(backends)('faults: the sandbox killed mid-write (%s)', (backend) => {
  let sb: SandboxHandle;
  let admin: Credentials;
  let versionId: string;
  let crash: Crashable;
  const signInAdmin = async () => {
    const s = await signIn(sb.baseUrl, 'ROOT', 'admin', sb.adminPassword);
    admin = { cookie: `pro_session=${s.fetch.cookies.get('pro_session')}` };
  };
  const get = async (p: string, query: Record<string, string | number | boolean> = {}) => {
    const answer = await send(sb.baseUrl, { method: 'GET', path: `/pro-api/v2${p}` }, { query }, admin);
    return answer;
  };
  /** Kills the sandbox, then starts it again on the same data and signs the admin in anew. */
  const crashAndRestart = async (meanwhile?: () => Promise<unknown>) => {
    await step('the kill', crash.kill());
    await meanwhile?.();
    await step('the restart', crash.start(), 120_000);
    await signInAdmin();
  };
  /** Kills the sandbox while `upload` is still streaming (once `what` has reached the disk). */
  const crashMidUpload = async (what: string, upload: ReturnType<typeof endlessUpload>, before: string[]) => {
    await step(`the ${what} reaching the disk`, waitForPartialFile(sb, before));
    await crashAndRestart(async () => {
      upload.stop();
      await step(`the cut ${what} ending`, upload.done, 10_000).catch(() => undefined);
    });
  };
  const appNames = async () =>
    ((await get('/applications')).body.applications as { name: string }[]).map((a) => a.name);

  beforeAll(async () => {
    sb = await startSandbox({ backend, ownProcess: true });
    crash = new Crashable(sb);
    await signInAdmin();
    versionId = (await get('/aimms-versions')).body.versions[0].id;
  });
  afterAll(async () => {
    await crash?.dispose();
  });

  it('an upload cut by a crash leaves no app and no file once the sandbox is back', async () => {
    const before = await storedNames(sb);
    const boundary = 'crashboundary';
    const metadata = JSON.stringify({
      name: 'Crash Upload',
      description: '',
      projectVersion: '1.0',
      projectCategory: '',
      aimmsVersionId: versionId,
      publishBehavior: 0,
      attributes: {},
    });
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="metadata"\r\n\r\n${metadata}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="crash.aimmspack"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    const upload = endlessUpload(
      `${sb.baseUrl}/pro-api/v2/applications`,
      { cookie: admin.cookie!, 'content-type': `multipart/form-data; boundary=${boundary}` },
      head,
    );
    await crashMidUpload('upload', upload, before);
    expect(await appNames()).not.toContain('Crash Upload');
    const kept = (files: string[]) => files.filter((f) => !f.startsWith('tasks/') && !f.startsWith('.tmp/'));
    expect(kept(await storedNames(sb))).toEqual(kept(before));
  });

  it('a publish cut by a crash ends, after the restart, as a published app with its file, or as no app and no file', async () => {
    const fd = new FormData();
    fd.append(
      'metadata',
      JSON.stringify({
        name: 'Crash Publish',
        description: 'd',
        projectVersion: '1.0',
        projectCategory: '',
        aimmsVersionId: versionId,
        publishBehavior: 0,
        attributes: {},
      }),
    );
    fd.append('file', new Blob(['project with WebUI/webui.json'.padEnd(200_000, '.')]), 'crash-publish.aimmspack');
    const res = await fetch(`${sb.baseUrl}/pro-api/v2/applications`, {
      method: 'POST',
      headers: { cookie: admin.cookie! },
      body: fd,
    });
    expect(res.status).toBe(202);
    const storedId: string = (await res.json()).data.storedId;
    await crashAndRestart();
    const end = Date.now() + 20_000;
    let app: { attributes: { isWebUI?: string }; storedId: string } | undefined;
    for (;;) {
      const list = (await get('/applications')).body.applications as {
        name: string;
        attributes: { isWebUI?: string };
        storedId: string;
      }[];
      app = list.find((a) => a.name === 'Crash Publish');
      if (!app || app.attributes.isWebUI !== undefined) break;
      if (Date.now() > end) throw new Error('the app stayed half-published after the restart');
      await new Promise((r) => setTimeout(r, 100));
    }
    const files = (await storedNames(sb)).filter((f) => f.includes(storedId));
    if (app) {
      expect(app.attributes.isWebUI).toBe('true');
      expect(files.some((f) => f.startsWith(`apps/${storedId}/`))).toBe(true);
      const dl = await get(`/applications/Crash Publish/1.0`);
      expect(dl.status).toBe(200);
    } else {
      expect(files).toEqual([]);
    }
  });

  it('a committed task survives a crash; a task whose request was cut leaves no task and no file', async () => {
    const apps = (await get('/applications')).body.applications as {
      name: string;
      version: string;
      attributes: { isWebUI?: string };
    }[];
    const target = apps.find((a) => a.attributes.isWebUI !== undefined)!;
    const taskPath = `/pro-api/v2/tasks/${encodeURIComponent(target.name)}/${encodeURIComponent(target.version)}/solve`;
    const committed = await send(
      sb.baseUrl,
      { method: 'POST', path: taskPath },
      { json: { committed: true }, query: { scheduleIn: 3600 } },
      admin,
    );
    expect(committed.status).toBeLessThan(300);
    const taskId = String(committed.body.id);
    const countBefore = (await get('/tasks', { listAll: true, limit: 1000 })).body.total_tasks as number;
    const requestsBefore = (await storedNames(sb)).filter((f) => f.startsWith('tasks/requests/'));

    const before = await storedNames(sb);
    const upload = endlessUpload(
      `${sb.baseUrl}${taskPath}`,
      { cookie: admin.cookie!, 'content-type': 'application/json' },
      '{"data":"',
    );
    await crashMidUpload('request', upload, before);

    const after = await get(`/tasks/${taskId}`);
    expect(after.status).toBe(200);
    expect(after.body.id).toBe(committed.body.id);
    expect((await get('/tasks', { listAll: true, limit: 1000 })).body.total_tasks).toBe(countBefore);
    expect((await storedNames(sb)).filter((f) => f.startsWith('tasks/requests/'))).toEqual(requestsBefore);
  });

  it('leaves no temporary .part file of the cut uploads after the restart', async () => {
    expect((await storedNames(sb)).filter((f) => f.startsWith('.tmp/') || f.endsWith('.part'))).toEqual([]);
  });
});
