import http from 'node:http';
import net from 'node:net';
import { KILLED_AFTER_SIGTERM, backends, publishAndWait } from '@pro-portal/test-harness';
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
  // A process of its own: the last test stops it with SIGTERM while a client holds its upload open.
  const { sandbox, c } = useRoleClients({ backend, ownProcess: true });
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
      // Answered before the body is read, and still received whole: the rest of the body is read and dropped.
      expect(res instanceof Response && res.status).toBe(status);
    }

    expect(await requestFiles()).toBe(before);
    expect((await c.admin.main.tasks.listTasks({ listAll: true })).total_tasks).toBe(tasksBefore);

    // The same body from an authorised caller is stored: the check above is not vacuous.
    const allowed = await send({ apikey: await createKey(c.user, 'tasks', ['Tasks']) });
    expect(allowed instanceof Response && allowed.status).toBe(200);
    expect(await requestFiles()).toBe(before + 1);
  });

  /**
   * Sends a whole request on a socket, reading nothing until 300 ms after the body is sent, and answers
   * the status line then read. A server that closes the connection as soon as it has answered makes the client's
   * writes fail and its system drop the answer: the client sees a broken connection, not the refusal.
   */
  const sendWholeThenRead = (path: string, headers: Record<string, string>, body: Buffer) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(new URL(sandbox.baseUrl).port), '127.0.0.1');
      let answer = '';
      socket.on('error', (err) => reject(new Error(`the answer was lost: ${err.message}`)));
      socket.on('data', (data: Buffer) => {
        answer += data.toString('latin1');
        if (!answer.includes('\r\n')) return;
        socket.destroy();
        resolve(answer.slice(0, answer.indexOf('\r\n')));
      });
      socket.pause();
      const head = Object.entries({ host: 'sandbox', 'content-length': String(body.length), ...headers })
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
      socket.write(`POST ${path} HTTP/1.1\r\n${head}\r\n`);
      // A busy client reads late: by then a server that closed at once has reset the connection.
      socket.write(body, () => setTimeout(() => socket.resume(), 300));
    });

  it('gives an early refusal to a client that reads it only after sending its whole body', async () => {
    expect(await sendWholeThenRead('/pro-api/v2/tasks/Guarded/1.0/solve', { 'content-type': 'text/csv' }, big)).toBe(
      'HTTP/1.1 401 Unauthorized',
    );
    // A logo refused at its 10 MB limit, with 30 MB more still to come.
    const boundary = 'early-refusal';
    const logo = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="metadata"\r\n\r\n{}\r\n` +
          `--${boundary}\r\ncontent-disposition: form-data; name="rightLogo"; filename="logo.png"\r\n` +
          'content-type: image/png\r\n\r\n',
      ),
      Buffer.alloc(40 * 1024 * 1024),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const headers = { cookie: c.admin.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` };
    expect(await sendWholeThenRead('/pro-api/v2/customization', headers, logo)).toBe('HTTP/1.1 413 Payload Too Large');
  });

  it('stops cleanly while a refused client holds its upload open', async () => {
    // Refused (401) after 1 MB of a declared 24 MB; the client then neither sends more nor closes.
    const held = await new Promise<http.ClientRequest>((resolve) => {
      const req = http.request(`${sandbox.baseUrl}/pro-api/v2/tasks/Guarded/1.0/solve`, {
        method: 'POST',
        headers: { 'content-type': 'text/csv', 'content-length': String(big.length) },
      });
      req.on('response', (res) => {
        expect(res.statusCode).toBe(401);
        res.resume();
        resolve(req);
      });
      req.on('error', () => undefined);
      req.write(big.subarray(0, 1024 * 1024));
    });
    await sandbox.halt();
    held.destroy();
    expect(sandbox.output()).not.toContain(KILLED_AFTER_SIGTERM);
    await sandbox.restart();
  });
});
