import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { backends, beforeAllValue, runUntilExit, useSandbox, waitFor } from '@pro-portal/test-harness';

jest.setTimeout(240_000);

/** A failed start prints one line, no stack trace ("    at ..."), and exits non-zero. */
function expectOneLineRefusal(run: { code: number | null; stdout: string; stderr: string }, pattern: RegExp) {
  expect(run.code).toBe(1);
  const lines = run.stderr.split('\n').filter(Boolean);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
  expect(run.stderr).not.toMatch(/^\s+at /m);
}

describe('a start that cannot succeed says why on one line', () => {
  /** A scratch data folder the refused starts point at. */
  const tmp = beforeAllValue(async () => ({ dir: fs.mkdtempSync(path.join(os.tmpdir(), 'pro-sandbox-start-')) }));
  afterAll(() => fs.rmSync(tmp.dir, { recursive: true, force: true }));

  it('names the database it cannot reach, without its password', async () => {
    const run = await runUntilExit({
      DATA_DIR: tmp.dir,
      PORT: '1',
      DATABASE_URL: 'postgres://sandbox:s3cret-pw@127.0.0.1:1/sandbox',
    });
    expectOneLineRefusal(
      run,
      /^The sandbox cannot start\. Cannot use the database at postgres:\/\/sandbox:\*\*\*@127\.0\.0\.1:1\/sandbox \(DATABASE_URL\): .*ECONNREFUSED/,
    );
    expect(run.stderr).not.toContain('s3cret-pw');
  });

  it('says a DATABASE_URL that is not a URL is not one', async () => {
    const run = await runUntilExit({ DATA_DIR: tmp.dir, PORT: '1', DATABASE_URL: 'sandbox-db' });
    expectOneLineRefusal(run, /^The sandbox cannot start\. DATABASE_URL is not a URL such as postgres:\/\//);
  });

  it('names a DATA_DIR it cannot write to', async () => {
    const file = path.join(tmp.dir, 'a-file');
    fs.writeFileSync(file, '');
    const run = await runUntilExit({ DATA_DIR: path.join(file, 'data'), PORT: '1', DATABASE_URL: '' });
    expectOneLineRefusal(run, /^The sandbox cannot start\. DATA_DIR .*a-file\/data is not writable: ENOTDIR/);
  });

  it('names a port that is taken', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = taken.address() as net.AddressInfo;
      const run = await runUntilExit({ DATA_DIR: path.join(tmp.dir, 'port'), PORT: String(port), DATABASE_URL: '' });
      expectOneLineRefusal(run, new RegExp(`^The sandbox cannot start\\. 127\\.0\\.0\\.1:${port} is already in use`));
    } finally {
      taken.close();
    }
  });

  it('names a setting that is not a number', async () => {
    const run = await runUntilExit({ DATA_DIR: tmp.dir, PORT: '1', JOB_SPEED: 'fast' });
    expectOneLineRefusal(run, /^The sandbox cannot start\. JOB_SPEED must be a positive number, got 'fast'$/);
  });
});

describe.each(backends)('request ids and the log (%s)', (backend) => {
  // The default level, as an operator runs it.
  const sb = useSandbox({ backend, env: { LOG_LEVEL: 'warn' } });

  /** The entries of the sandbox's JSON log so far (its other output is the start's welcome). */
  const logEntries = () =>
    sb
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { reqId?: string; msg?: string; level?: number });

  it('starts without a warning in its log', () => {
    expect(logEntries()).toEqual([]);
  });

  it('answers the X-Request-Id a load balancer sent, and a new id when none or no plausible one came', async () => {
    const given = await fetch(`${sb.baseUrl}/healthz`, { headers: { 'x-request-id': 'lb-7f3a.42' } });
    expect(given.headers.get('x-request-id')).toBe('lb-7f3a.42');
    const made = await fetch(`${sb.baseUrl}/pro-api/v2/no-such-thing`);
    expect(made.status).toBe(404);
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f-]{27}$/);
    const forged = await fetch(`${sb.baseUrl}/healthz`, { headers: { 'x-request-id': 'a"} {"level":60' } });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f-]{27}$/);
  });

  if (backend === 'postgres') {
    it('answers a fault of the sandbox with the request id as errorId and logs the fault with it', async () => {
      const db = new Client({ connectionString: sb.databaseUrl });
      await db.connect();
      const signIn = await fetch(`${sb.baseUrl}/pro/auth/v1/authenticate/pro-login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ environment: 'ROOT', username: 'admin', password: sb.adminPassword }),
      });
      const cookie = signIn.headers.getSetCookie()[0]!.split(';')[0]!;
      // A table the call needs goes missing: the sandbox's fault, not the caller's.
      await db.query('alter table aimms_versions rename to aimms_versions_away');
      try {
        const res = await fetch(`${sb.baseUrl}/pro-api/v2/aimms-versions`, {
          headers: { cookie, 'x-request-id': 'trace-5xx-0001' },
        });
        expect(res.status).toBe(500);
        expect(res.headers.get('x-request-id')).toBe('trace-5xx-0001');
        expect(await res.json()).toMatchObject({ errorCode: 10099, errorId: 'trace-5xx-0001' });
      } finally {
        await db.query('alter table aimms_versions_away rename to aimms_versions');
        await db.end();
      }
      expect(logEntries()).toContainEqual(
        expect.objectContaining({ reqId: 'trace-5xx-0001', msg: 'request failed', level: 50 }),
      );
    });

    it('logs each connection the database ended, outside any query, as one line of its JSON log', async () => {
      // After a call its pooled connection waits idle; the database then ends every idle connection of
      // the instance. A connection the job simulator holds at that moment hears the end in its query
      // instead, so only idle ones are ended, again until one of the pool's was among them.
      expect((await fetch(`${sb.baseUrl}/readyz`)).status).toBe(200);
      const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      let pooled = 0;
      try {
        await waitFor(async () => {
          const ended = await admin.query<{ listener: boolean }>(
            "select pg_terminate_backend(pid), query like 'listen %' as listener from pg_stat_activity where datname = $1 and application_name like 'pro-sandbox %' and state = 'idle'",
            [new URL(sb.databaseUrl!).pathname.slice(1)],
          );
          // The listener for other instances' changes reconnects on its own and says nothing.
          pooled += ended.rows.filter((row) => !row.listener).length;
          return pooled > 0 ? pooled : undefined;
        }, 10_000);
      } finally {
        await admin.end();
      }
      // Read from the raw output, not logEntries(): a fault written as plain text must show here and fail.
      const faults = await waitFor(async () => {
        const lines = sb
          .output()
          .split('\n')
          .filter((line) => /PostgreSQL (pool|connection) error/.test(line));
        return lines.length >= pooled ? lines : undefined;
      }, 10_000);
      // Each ended connection is one line (every handler that hears it runs as it ends).
      expect(faults).toHaveLength(pooled);
      for (const line of faults)
        expect(JSON.parse(line)).toMatchObject({
          level: 50,
          msg: expect.stringMatching(/^PostgreSQL pool error: /),
        });
      // The pool has replaced the connection.
      expect((await fetch(`${sb.baseUrl}/readyz`)).status).toBe(200);
    });
  }
});

it('leaves out only the two content-type warnings expected at every start, and still shows another', () => {
  const script = `
    import Fastify from 'fastify';
    import { loggerOptions } from './dist/http/logger-options.js';
    const app = Fastify({ logger: loggerOptions('warn') });
    app.log.warn("ContentTypeParser for 'application/yaml' not found");
    app.log.warn("ContentTypeParser for '*/*' not found");
    app.log.warn("ContentTypeParser for 'application/xml' not found");
    app.log.info('not at this level');`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: path.resolve(__dirname, '..'),
    encoding: 'utf8',
  });
  const logged = out
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { level: number; msg: string }).msg);
  expect(logged).toEqual(["ContentTypeParser for 'application/xml' not found"]);
});
