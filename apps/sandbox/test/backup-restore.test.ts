import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { Client as PgClient } from 'pg';
import { backends, startSandbox, type SandboxHandle, publishAndWait, waitFor } from '@pro-portal/test-harness';
import { openToEveryone, signIn, type Client } from './support/apps-jobs-support';
import { storedFiles } from './support/stored-files';

jest.setTimeout(420_000);

const repoRoot = path.resolve(__dirname, '..', '..', '..');

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run backup|restore -- file` from the repository root against a data directory or database. */
function npmRun(command: 'backup' | 'restore', file: string, target: { dataDir: string; databaseUrl?: string }) {
  return new Promise<Outcome>((resolve, reject) => {
    const child = spawn('npm', ['run', '-s', command, '--', file], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl ?? '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Bytes no two places would produce by chance, across several pieces of the backup's file lines. */
const payload = (bytes: number) => {
  const data = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i++) data[i] = (i * 7919 + (i >> 11)) % 251;
  return data;
};

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function download(sb: SandboxHandle, admin: Client, address: string): Promise<string> {
  const res = await fetch(`${sb.baseUrl}${address}`, { headers: { cookie: admin.cookie } });
  if (!res.ok) throw new Error(`GET ${address} answered ${res.status}`);
  return sha(Buffer.from(await res.arrayBuffer()));
}

/** What a sandbox answers: the lists, and the content of every download the test's data offers. */
async function observe(sb: SandboxHandle, password: string, ids: { object: string; task: string; icon: string }) {
  const admin = await signIn(sb.baseUrl, 'ROOT', 'admin', password);
  const apps = (await admin.main.applications.listApplications()).applications;
  // A running task's runTime is counted up to now: the rest of a task is what was stored.
  const list = await admin.main.tasks.listTasks({ listAll: true, limit: 1000 });
  const tasks = {
    ...list,
    current_batch: list.current_batch.map(({ runTime, ...task }) => (task.endedAt ? { ...task, runTime } : task)),
  };
  const users = await Promise.all(
    ['ROOT', 'Demo'].map((environmentName) => admin.main.users.listUsers({ environmentName })),
  );
  const bucket = await admin.main.storage.getStorageBucket({ path: 'Shared/Kept' });
  const files = (await storedFiles(sb)).filter((f) => !f.key.startsWith('.tmp/'));
  const downloads = {
    object: await download(sb, admin, `/pro-api/v2/storage/download?id=${ids.object}`),
    response: await download(sb, admin, `/pro-api/v2/tasks/${ids.task}/response`),
    icon: await download(sb, admin, ids.icon),
  };
  return { apps, tasks, users, bucket, files, downloads };
}

async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `sandbox_restore_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const c = new PgClient({ connectionString: adminUrl });
    await c.connect();
    await c.query(statement).finally(() => c.end());
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

describe.each(backends)('backup and restore (%s)', (backend) => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pro-sandbox-backup-'));
  const file = path.join(work, 'sandbox.backup.gz');
  const data = payload(2 * 1024 * 1024 + 4099);
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108020000009077', 'hex');
  let a: SandboxHandle;
  let restored: SandboxHandle | undefined;
  let database: { url: string; drop: () => Promise<void> } | undefined;
  let ids: { object: string; task: string; icon: string };
  let atBackup: Awaited<ReturnType<typeof observe>>;

  beforeAll(async () => {
    // Its sandboxes are killed (as a stop that skips the close) before the commands read their data.
    a = await startSandbox({ backend, ownProcess: true });
    const admin = await signIn(a.baseUrl, 'ROOT', 'admin', a.adminPassword);
    const app = await publishAndWait(admin, {
      name: 'Backed Up',
      version: '1.0',
      content: 'project with WebUI/webui.json and a model',
      icon: new File([png], 'logo.png', { type: 'image/png' }),
    });
    await openToEveryone(admin, 'Backed Up', '1.0');
    await admin.main.storage.createStorageBucket({ path: 'Shared/Kept', storageBucketInput: {} });
    const object = await admin.main.storage.uploadStorageObject({
      path: 'Shared/Kept',
      label: 'data.bin',
      file: new Blob([data]),
    });
    const task = await admin.main.tasks.createTask({
      appName: 'Backed Up',
      appVersion: '1.0',
      serviceName: 'solve',
      requestData: { backedUp: true },
    });
    await waitFor(
      async () => ((await admin.main.tasks.getTask({ id: task.id })).state === 'completed' ? true : undefined),
      60_000,
      'the task to complete',
    );
    const { url } = await admin.main.portal.getAppIconUrl({ iconPath: app.attributes.iconUrl as string });
    ids = { object: object.id, task: task.id, icon: url };
    atBackup = await observe(a, a.adminPassword, ids);
  });

  afterAll(async () => {
    await restored?.stop();
    await a?.stop();
    await database?.drop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('backs up a running sandbox while it goes on answering, files included', async () => {
    const admin = await signIn(a.baseUrl, 'ROOT', 'admin', a.adminPassword);
    const inFlight = Promise.all([
      admin.main.tasks.listTasks({ listAll: true, limit: 1000 }),
      download(a, admin, `/pro-api/v2/storage/download?id=${ids.object}`),
    ]);
    const outcome = await npmRun('backup', file, a);
    expect(outcome).toMatchObject({ code: 0, stderr: '' });
    expect(outcome.stdout).toMatch(/^Backed up \d+ rows and \d+ files .* to .*sandbox\.backup\.gz\.\n$/);
    const [, objectHash] = await inFlight;
    expect(objectHash).toBe(sha(data));

    const lines = gunzipSync(fs.readFileSync(file)).toString('utf8').trimEnd().split('\n');
    expect(JSON.parse(lines[0])).toMatchObject({
      kind: 'header',
      format: 'pro-sandbox-backup',
      version: 1,
      engine: backend,
    });
    expect(JSON.parse(lines[lines.length - 1])).toMatchObject({ kind: 'end' });
    const tables = lines.filter((l) => l.startsWith('{"kind":"table"')).map((l) => JSON.parse(l).name as string);
    expect(tables).toEqual(expect.arrayContaining(['apps', 'tasks', 'users', 'storage_objects', 'secret_items']));
    expect(tables).not.toContain('file_chunks');
    const fileKeys = lines.filter((l) => l.startsWith('{"kind":"file"')).map((l) => JSON.parse(l).key as string);
    expect(fileKeys).toEqual(atBackup.files.map((f) => f.key));

    // Changes after the backup are not in it.
    await admin.main.storage.deleteStorageObject({ path: 'Shared/Kept', label: 'data.bin' });
    await admin.main.storage.uploadStorageObject({
      path: 'Shared/Kept',
      label: 'later.bin',
      file: new Blob(['later']),
    });
    await admin.main.users.createUser({
      environmentName: 'ROOT',
      userCreate: { username: 'after-backup', password: 'Sandbox-Test-Pass1!' },
    });
  });

  it('restores into a fresh target a sandbox that answers the same lists and downloads, byte for byte', async () => {
    if (backend === 'postgres') {
      database = await freshDatabase();
      const outcome = await npmRun('restore', file, { dataDir: work, databaseUrl: database.url });
      expect(outcome).toMatchObject({ code: 0, stderr: '' });
      restored = await startSandbox({ joins: { ...a, databaseUrl: database.url } });
    } else {
      // A sandbox's data directory, emptied while it is stopped: the restore starts from nothing.
      restored = await startSandbox({ backend, ownProcess: true });
      await restored.kill();
      fs.rmSync(restored.dataDir, { recursive: true, force: true });
      const outcome = await npmRun('restore', file, restored);
      expect(outcome).toMatchObject({ code: 0, stderr: '' });
      expect(outcome.stdout).toMatch(/^Restored \d+ rows and \d+ files into /);
      await restored.restart();
    }
    expect(await observe(restored, a.adminPassword, ids)).toEqual(atBackup);

    // Counters go on past the restored rows: new users, objects and tasks do not collide.
    const admin = await signIn(restored.baseUrl, 'ROOT', 'admin', a.adminPassword);
    await admin.main.users.createUser({
      environmentName: 'ROOT',
      userCreate: { username: 'after-restore', password: 'Sandbox-Test-Pass1!' },
    });
    const added = await admin.main.storage.uploadStorageObject({
      path: 'Shared/Kept',
      label: 'new.bin',
      file: new Blob(['new']),
    });
    expect(Number(added.id)).toBeGreaterThan(Number(ids.object));
    const task = await admin.main.tasks.createTask({
      appName: 'Backed Up',
      appVersion: '1.0',
      serviceName: 'solve',
      requestData: { afterRestore: true },
    });
    await waitFor(
      async () => ((await admin.main.tasks.getTask({ id: task.id })).state === 'completed' ? true : undefined),
      60_000,
      'a task on the restored sandbox to complete',
    );
  });

  it('refuses, in one line and with a non-zero exit, a file that is no backup, a newer one and a running target', async () => {
    const refused = async (name: string, content: Buffer, message: RegExp) => {
      const bad = path.join(work, name);
      fs.writeFileSync(bad, content);
      const outcome = await npmRun('restore', bad, a);
      expect(outcome.code).toBe(1);
      expect(outcome.stdout).toBe('');
      expect(outcome.stderr).toMatch(message);
      expect(outcome.stderr.trimEnd().split('\n')).toHaveLength(1);
    };
    await a.kill();
    // With the sandbox stopped, the command reads its database itself: the later changes are in this one.
    const stopped = path.join(work, 'stopped.gz');
    expect(await npmRun('backup', stopped, a)).toMatchObject({ code: 0, stderr: '' });
    const later = gunzipSync(fs.readFileSync(stopped)).toString('utf8').split('\n');
    expect(later.filter((l) => l.includes('"label":"later.bin"'))).toHaveLength(1);

    await refused('garbage.gz', randomBytes(4096), /^restore: .*garbage\.gz is not a sandbox backup/);
    await refused('other.gz', gzipSync('{"hello":"world"}\n'), /^restore: .*other\.gz is not a sandbox backup\.$/m);
    const lines = gunzipSync(fs.readFileSync(file)).toString('utf8').split('\n');
    const header = { ...JSON.parse(lines[0]), version: 2 };
    const newer = gzipSync([JSON.stringify(header), ...lines.slice(1)].join('\n'));
    await refused('newer.gz', newer, /^restore: .*newer\.gz is of backup format 2, newer than this sandbox reads/);
    const whole = fs.readFileSync(file);
    const cut = gzipSync(gunzipSync(whole).subarray(0, Math.floor(gunzipSync(whole).length / 2)));
    await refused('cut.gz', cut, /^restore: .*cut\.gz is damaged or cut short/);

    await a.restart();
    await refused('again.gz', whole, /^restore: A sandbox is running on /);
    // Nothing refused touched the sandbox: what changed after the backup is still there.
    const admin = await signIn(a.baseUrl, 'ROOT', 'admin', a.adminPassword);
    expect((await admin.main.storage.getStorageBucket({ path: 'Shared/Kept' })).objects.map((o) => o.label)).toEqual([
      'later.bin',
    ]);
  });

  it('restores over an existing sandbox, replacing what changed after the backup', async () => {
    await a.kill();
    const outcome = await npmRun('restore', file, a);
    expect(outcome).toMatchObject({ code: 0, stderr: '' });
    await a.restart();
    expect(await observe(a, a.adminPassword, ids)).toEqual(atBackup);
  });
});
