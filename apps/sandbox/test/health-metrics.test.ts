import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { SessionManager } from '@pro-portal/sdk';
import { backends, type SandboxHandle } from '@pro-portal/test-harness';
import { useDemoSuite } from './support/suite';

jest.setTimeout(180_000);

const get = (sb: SandboxHandle, url: string) => fetch(`${sb.baseUrl}${url}`);

/** The value of one sample of a Prometheus text answer, e.g. `name{a="1",b="2"}`; undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '').split(',').filter(Boolean);
    if (wanted.every((w) => have.includes(w))) return Number(match[3]);
  }
  return undefined;
}

/** Runs fn while the suite's PostgreSQL database refuses every connection, then lets them in again. */
async function withDatabaseUnreachable(databaseUrl: string, fn: () => Promise<void>): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`alter database ${name} allow_connections false`);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
    await fn();
  } finally {
    await admin.query(`alter database ${name} allow_connections true`);
    await admin.end();
  }
}

describe.each(backends)('health and metrics (%s)', (backend) => {
  const { sb, admin } = useDemoSuite({ backend }, {});

  it('answers /healthz while the process lives, as JSON with the security headers', async () => {
    const res = await get(sb, '/healthz');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.json()).toMatchObject({ status: 'ok', uptimeSeconds: expect.any(Number) });
  });

  it('answers /readyz 200 when the database and the storage are reachable', async () => {
    const res = await get(sb, '/readyz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready', checks: { database: { ok: true }, storage: { ok: true } } });
  });

  it('answers /readyz 503 naming the storage while the storage cannot be written', async () => {
    if (backend === 'postgres') {
      // On PostgreSQL the files are in the database: the storage is unavailable with it.
      await withDatabaseUnreachable(sb.databaseUrl!, async () => {
        expect(await (await get(sb, '/readyz')).json()).toMatchObject({ checks: { storage: { ok: false } } });
      });
      expect((await get(sb, '/readyz')).status).toBe(200);
      return;
    }
    const files = path.join(sb.dataDir, 'files');
    const aside = `${files}.aside`;
    fs.renameSync(files, aside);
    fs.writeFileSync(files, 'not a folder');
    try {
      const res = await get(sb, '/readyz');
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({
        status: 'unavailable',
        checks: { database: { ok: true }, storage: { ok: false, error: expect.any(String) } },
      });
    } finally {
      fs.rmSync(files);
      fs.renameSync(aside, files);
    }
    expect((await get(sb, '/readyz')).status).toBe(200);
  });

  if (backend === 'postgres') {
    it('answers /readyz 503 naming the database while PostgreSQL refuses connections, and 200 once it is back', async () => {
      await withDatabaseUnreachable(sb.databaseUrl!, async () => {
        const res = await get(sb, '/readyz');
        expect(res.status).toBe(503);
        expect(await res.json()).toMatchObject({ checks: { database: { ok: false } } });
        expect((await get(sb, '/healthz')).status).toBe(200);
      });
      expect((await get(sb, '/readyz')).status).toBe(200);
    });
  }

  it('counts requests by operation, method and status with their latency, in the Prometheus text format', async () => {
    const before = await (await get(sb, '/metrics')).text();
    const count = (text: string, operation: string, status: string) =>
      sample(text, 'sandbox_http_request_duration_seconds_count', { operation, method: 'GET', status }) ?? 0;
    await admin.pro.main.applications.listApplications();
    await admin.pro.main.applications.listApplications();
    expect((await get(sb, '/pro-api/v2/applications')).status).toBe(401);

    const res = await get(sb, '/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toContain('# TYPE sandbox_http_request_duration_seconds histogram');
    expect(count(text, 'listApplications', '200') - count(before, 'listApplications', '200')).toBe(2);
    expect(count(text, 'listApplications', '401') - count(before, 'listApplications', '401')).toBe(1);
    expect(
      sample(text, 'sandbox_http_request_duration_seconds_bucket', {
        operation: 'listApplications',
        status: '200',
        le: '+Inf',
      }),
    ).toBe(count(text, 'listApplications', '200'));
  });

  it('reports sessions and tasks by state, the queue depth and the database pool', async () => {
    // Repeating tasks add runs while the suite runs: the metrics' count lies between two listings.
    const tasksBefore = await admin.pro.main.tasks.listTasks({ listAll: true, limit: 1 });
    const sessions = await admin.pro.sessions.sessions.listSessions({
      kind: SessionManager.SessionKind.Webui,
      limit: 1,
    });
    const text = await (await get(sb, '/metrics')).text();
    const tasksAfter = await admin.pro.main.tasks.listTasks({ listAll: true, limit: 1 });

    const taskTotal = ['queued', 'assigned', 'running', 'solving', 'failed', 'completed']
      .map((state) => sample(text, 'sandbox_jobs', { kind: 'task', state }) ?? 0)
      .reduce((a, b) => a + b, 0);
    expect(taskTotal).toBeGreaterThanOrEqual(tasksBefore.total_tasks);
    expect(taskTotal).toBeLessThanOrEqual(tasksAfter.total_tasks);
    expect(taskTotal).toBeGreaterThan(0);
    expect(
      ['created', 'launching', 'running', 'crashed', 'terminated', 'timedout']
        .map((state) => sample(text, 'sandbox_jobs', { kind: 'webui', state }) ?? 0)
        .reduce((a, b) => a + b, 0),
    ).toBe(sessions.total);
    expect(sample(text, 'sandbox_job_queue_depth', { kind: 'task' })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'sandbox_job_queue_depth', { kind: 'solve' })).toBeGreaterThanOrEqual(0);
    const max = backend === 'postgres' ? 5 : 1;
    expect(sample(text, 'sandbox_db_pool_connections', { state: 'max' })).toBe(max);
    expect(sample(text, 'sandbox_db_pool_connections', { state: 'open' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'sandbox_db_pool_connections', { state: 'open' })).toBeLessThanOrEqual(max);
    // The gauges' own queries run while the pool is read, so 'waiting' has no fixed value; it is there.
    expect(sample(text, 'sandbox_db_pool_connections', { state: 'waiting' })).toEqual(expect.any(Number));
    expect(sample(text, 'sandbox_process_resident_memory_bytes', {})).toBeGreaterThan(0);
  });
});
