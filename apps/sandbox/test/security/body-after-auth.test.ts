import http from 'node:http';
import { backends, publishAndWait } from '@pro-portal/test-harness';
import { storedKeys } from '../support/stored-files';
import { useRoleClients } from '../support/suite';
import { openToEveryone } from '../support/apps-jobs-support';
import { createKey } from '../support/platform-compat-support';

jest.setTimeout(180_000);

/**
 * The caller is authenticated and the API key's scope checked before any of a request body is read:
 * a large task body from a stranger, or from a key without the Tasks scope, leaves nothing behind.
 */
describe.each(backends)('bodies are read only after authorisation (%s)', (backend) => {
  const { sandbox, c } = useRoleClients({ backend });
  const big = Buffer.alloc(24 * 1024 * 1024, 0x61);

  beforeAll(async () => {
    await publishAndWait(c.publisher, { name: 'Guarded', version: '1.0' });
    await openToEveryone(c.admin, 'Guarded', '1.0');
  });

  /** The task request files kept, with the pieces of saves not yet complete. */
  const requestFiles = async () =>
    (await storedKeys(sandbox, 'tasks/requests')).length + (await storedKeys(sandbox, '.tmp')).length;

  const send = (headers: Record<string, string>) =>
    fetch(`${sandbox.baseUrl}/pro-api/v2/tasks/Guarded/1.0/solve`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', ...headers },
      body: big,
    }).catch((err: unknown) => err);

  /**
   * Starts a task upload that never ends (one MB sent, the rest held back) and answers the status the
   * server gives while the body is still coming, with the request files present at that moment.
   */
  const answerMidUpload = (headers: Record<string, string>) =>
    new Promise<{ status: number; filesDuringUpload: number }>((resolve, reject) => {
      const req = http.request(`${sandbox.baseUrl}/pro-api/v2/tasks/Guarded/1.0/solve`, {
        method: 'POST',
        headers: { 'content-type': 'text/csv', 'content-length': String(big.length), ...headers },
      });
      const timer = setTimeout(() => {
        req.destroy();
        reject(new Error('no answer while the body was still being sent: it waited for the body'));
      }, 15_000);
      req.on('response', (res) => {
        clearTimeout(timer);
        void requestFiles().then((filesDuringUpload) => {
          res.resume();
          req.destroy();
          resolve({ status: res.statusCode ?? 0, filesDuringUpload });
        }, reject);
      });
      req.on('error', () => undefined);
      req.write(big.subarray(0, 1024 * 1024));
    });

  it('answers 401 and 403 while the body is still being sent, with nothing of it stored', async () => {
    const before = await requestFiles();
    const noScope = await createKey(c.user, 'mid-upload', ['PublishApp']);
    expect(await answerMidUpload({})).toEqual({ status: 401, filesDuringUpload: before });
    expect(await answerMidUpload({ apikey: noScope })).toEqual({ status: 403, filesDuringUpload: before });
  });

  it('refuses a stranger (401) and a key without the Tasks scope (403) and stores no file and no task', async () => {
    const before = await requestFiles();
    const tasksBefore = (await c.admin.main.tasks.listTasks({ listAll: true })).total_tasks;

    const stranger = await send({});
    const wrongScope = await send({ apikey: await createKey(c.user, 'no-tasks', ['PublishApp']) });
    const forged = await send({ apikey: 'not-a-key' });
    for (const [res, status] of [
      [stranger, 401],
      [wrongScope, 403],
      [forged, 401],
    ] as const) {
      // The server may close the upload early; when the answer arrives it is the refusal.
      if (res instanceof Response) expect(res.status).toBe(status);
    }

    expect(await requestFiles()).toBe(before);
    expect((await c.admin.main.tasks.listTasks({ listAll: true })).total_tasks).toBe(tasksBefore);

    // The same body from an authorised caller is stored: the check above is not vacuous.
    const allowed = await send({ apikey: await createKey(c.user, 'tasks', ['Tasks']) });
    expect(allowed instanceof Response && allowed.status).toBe(200);
    expect(await requestFiles()).toBe(before + 1);
  });
});
