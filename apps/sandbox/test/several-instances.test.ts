import { backends, startSandbox, type SandboxHandle, publishAndWait, waitFor } from '@pro-portal/test-harness';
import { openToEveryone, signIn, type Client } from './support/apps-jobs-support';
import { endlessUpload } from './support/endless-upload';
import { storedFiles } from './support/stored-files';

jest.setTimeout(240_000);

/** Bytes no two places would produce by chance: a download equal to them is the same file. */
const payload = (bytes: number) => {
  const data = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i++) data[i] = (i * 7919 + (i >> 11)) % 251;
  return data;
};

const unfinished = async (sb: SandboxHandle) => (await storedFiles(sb)).filter((f) => f.key.startsWith('.tmp/'));

describe.each(backends)('several instances on one database (%s)', (backend) => {
  let a: SandboxHandle;
  let b: SandboxHandle | undefined;
  let adminA: Client;
  let adminB: Client;

  beforeAll(async () => {
    a = await startSandbox({ backend, ownProcess: true });
    adminA = await signIn(a.baseUrl, 'ROOT', 'admin', a.adminPassword);
    if (backend !== 'postgres') return;
    b = await startSandbox({ joins: a });
    adminB = await signIn(b.baseUrl, 'ROOT', 'admin', b.adminPassword);
  });
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  if (backend === 'embedded') {
    it('keeps the files on the disk beside its database', async () => {
      await adminA.main.storage.createStorageBucket({ path: 'Shared/One', storageBucketInput: {} });
      await adminA.main.storage.uploadStorageObject({ path: 'Shared/One', label: 'a.bin', file: new Blob(['abc']) });
      expect((await storedFiles({ dataDir: a.dataDir })).some((f) => f.key.startsWith('storage/'))).toBe(true);
    });
    return;
  }

  it('serves through one instance, byte for byte, an object uploaded through the other; a delete holds for both', async () => {
    const data = payload(3 * 1024 * 1024 + 17);
    await adminA.main.storage.createStorageBucket({ path: 'Shared/Both', storageBucketInput: {} });
    const object = await adminA.main.storage.uploadStorageObject({
      path: 'Shared/Both',
      label: 'data.bin',
      file: new Blob([data]),
    });
    const downloaded = await adminB.main.storage.downloadStorageObjectRaw({ id: object.id });
    const got = Buffer.from(await downloaded.raw.arrayBuffer());
    expect([got.length, got.findIndex((v, i) => v !== data[i])]).toEqual([data.length, -1]);

    await adminB.main.storage.deleteStorageObject({ path: 'Shared/Both', label: 'data.bin' });
    await expect(adminA.main.storage.downloadStorageObject({ id: object.id })).rejects.toMatchObject({ status: 404 });
    expect((await storedFiles(a)).some((f) => f.key.startsWith('storage/'))).toBe(false);
  });

  it('runs a task created through one instance on an app published through the other, and serves its response through either', async () => {
    await publishAndWait(adminA, { name: 'Shared App', version: '1.0' });
    await openToEveryone(adminA, 'Shared App', '1.0');
    const task = await adminB.main.tasks.createTask({
      appName: 'Shared App',
      appVersion: '1.0',
      serviceName: 'solve',
      requestData: { shared: true },
    });
    await waitFor(
      async () => ((await adminA.main.tasks.getTask({ id: task.id })).state === 'completed' ? true : undefined),
      60_000,
      'the task to complete',
    );
    const fromA = await adminA.main.tasks.getTaskResponseData({ id: task.id });
    const fromB = await adminB.main.tasks.getTaskResponseData({ id: task.id });
    expect(fromB).toEqual(fromA);
    expect(JSON.stringify(fromA)).toContain('"shared":true');
  });

  it('answers health and readiness on each instance, and reports the same job figures from the shared database', async () => {
    for (const sb of [a, b!]) {
      expect((await fetch(`${sb.baseUrl}/healthz`)).status).toBe(200);
      const ready = await fetch(`${sb.baseUrl}/readyz`);
      expect(ready.status).toBe(200);
    }
    const completed = async (sb: SandboxHandle) => {
      const text = await (await fetch(`${sb.baseUrl}/metrics`)).text();
      const line = text.split('\n').find((l) => /^sandbox_jobs\{.*kind="task".*state="completed".*\} /.test(l));
      return Number(line?.split(' ').at(-1));
    };
    // Both read the tasks of the one database: the figures agree once no step lands between the two reads.
    await waitFor(
      async () => {
        const [fromA, fromB] = [await completed(a), await completed(b!)];
        return fromA > 0 && fromA === fromB ? true : undefined;
      },
      30_000,
      'the two instances to report the same completed tasks',
    );
  });

  it('removes what an upload cut by the death of its instance left, from the instance that lives on', async () => {
    const upload = endlessUpload(
      `${a.baseUrl}/pro-api/v2/tasks/Shared%20App/1.0/solve`,
      { cookie: adminA.cookie, 'content-type': 'application/json' },
      '{"data":"',
    );
    await waitFor(
      async () => ((await unfinished(a)).some((f) => f.size > 512 * 1024) ? true : undefined),
      30_000,
      'part of the upload to be stored',
    );
    await a.kill();
    upload.stop();
    await upload.done;
    await waitFor(
      async () => ((await unfinished(b!)).length === 0 ? true : undefined),
      30_000,
      'the pieces to be swept',
    );
  });
});
