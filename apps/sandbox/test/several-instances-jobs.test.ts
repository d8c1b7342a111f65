import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client as Pg } from 'pg';
import { SessionManager, type Main } from '@pro-portal/sdk';
import { startSandbox, type SandboxHandle, publishAndWait, waitFor } from '@pro-portal/test-harness';
import { openToEveryone, signIn, type Client } from './support/apps-jobs-support';

jest.setTimeout(300_000);

/** Several instances share one database on PostgreSQL only: without TEST_DATABASE_URL there is nothing to run. */
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

const APP = { appName: 'Jobs App', appVersion: '1.0' };

/** The log lines of one run, one per step, in order (a repeat's first line says it was queued as one). */
const RUN_LINES = [
  /^(Task \S+ for Jobs App 1\.0 \(\w+\) queued\.|Repeat \d+ of task \S+ queued for \S+\.)$/,
  /^Task assigned to a session of Jobs App 1\.0\.$/,
  /^Task started: calling service \w+ of Jobs App 1\.0\.$/,
  /^Solving the model\.$/,
  /^Task completed; the response data is available\.$/,
];
const HOOK_STATES = ['queued', 'assigned', 'running', 'solving', 'completed'];

/**
 * Records, in the test's database, what the instances do beside changing states: every response file
 * written (a write per completed run is the solving step done once), every claim of the retention
 * job (the moment it claimed, on the database's clock) and every retention run (its delete of
 * sessions, one statement per run), each with the connection name of the instance that did it.
 */
const INSTRUMENTATION = `
create table test_response_writes (key text not null);
create function test_note_response_write() returns trigger language plpgsql as $$
  begin insert into test_response_writes (key) values (new.key); return null; end $$;
create trigger test_response_writes after insert or update on stored_files for each row
  when (new.key like 'tasks/responses/%') execute function test_note_response_write();
create table test_retention_claims (
  at timestamptz not null,
  by_instance text not null default current_setting('application_name')
);
create function test_note_retention_claim() returns trigger language plpgsql as $$
  begin insert into test_retention_claims (at) values (new.last_run_at); return null; end $$;
create trigger test_retention_claims after update on job_runs for each row
  when (new.name = 'retention') execute function test_note_retention_claim();
create table test_retention_runs (
  at timestamptz not null default clock_timestamp(),
  by_instance text not null default current_setting('application_name')
);
create function test_note_retention_run() returns trigger language plpgsql as $$
  begin insert into test_retention_runs default values; return null; end $$;
create trigger test_retention_runs after delete on sessions for each statement
  execute function test_note_retention_run();`;

/** How often retention runs at the harness's JOB_SPEED 50: 60 s / 50, at least 500 ms. */
const RETENTION_EVERY_MS = 1200;

interface HookCall {
  id: string;
  state: string;
}

onPostgres('jobs of several instances on one PostgreSQL', () => {
  let a: SandboxHandle;
  let b: SandboxHandle;
  const clients = new Map<SandboxHandle, Client>();
  /** Each instance's connection name (application_name), by which the database tells them apart. */
  const names = new Map<SandboxHandle, string>();
  let db: Pg;
  let hookServer: http.Server;
  let hookUrl: string;
  const hookCalls: HookCall[] = [];

  const instanceNames = async () =>
    (
      await db.query<{ name: string }>(
        `select distinct application_name as name from pg_stat_activity
         where datname = current_database() and application_name like 'pro-sandbox %'`,
      )
    ).rows.map((r) => r.name);
  const handleNamed = (name: string) => [...names].find(([, n]) => n === name)?.[0];

  beforeAll(async () => {
    a = await startSandbox({ backend: 'postgres', ownProcess: true });
    db = new Pg({ connectionString: a.databaseUrl });
    await db.connect();
    await db.query(INSTRUMENTATION);
    names.set(a, (await instanceNames())[0]);
    b = await startSandbox({ joins: a, ownProcess: true });
    names.set(
      b,
      (await instanceNames()).find((n) => n !== names.get(a))!,
    );
    for (const sb of [a, b]) clients.set(sb, await signIn(sb.baseUrl, 'ROOT', 'admin', sb.adminPassword));
    await publishAndWait(clients.get(a)!, { name: APP.appName, version: APP.appVersion });
    await openToEveryone(clients.get(b)!, APP.appName, APP.appVersion);
    hookServer = http.createServer((req, res) => {
      const query = new URL(req.url ?? '/', 'http://hook').searchParams;
      hookCalls.push({ id: query.get('task_uuid') ?? '', state: query.get('task_state') ?? '' });
      res.end();
    });
    await new Promise<void>((r) => hookServer.listen(0, '127.0.0.1', r));
    hookUrl = `http://127.0.0.1:${(hookServer.address() as AddressInfo).port}/hook`;
  });
  afterAll(async () => {
    await db?.end();
    hookServer?.close();
    await b?.stop();
    await a?.stop();
  });

  const createTask = (sb: SandboxHandle, extra: Partial<Main.CreateTaskRequest> = {}) =>
    clients.get(sb)!.main.tasks.createTask({
      ...APP,
      serviceName: 'solve',
      requestData: { from: sb === a ? 'a' : 'b' },
      taskStateHook: hookUrl,
      ...extra,
    });
  const reach = (client: Client, id: string, groupIndex: number, state: string) =>
    waitFor(
      async () => ((await client.main.tasks.getTask({ id, groupIndex })).state === state ? true : undefined),
      60_000,
      `task ${id} [${groupIndex}] ${state}`,
    );
  /** Which line of RUN_LINES each log entry of the run is (-1: none). */
  const runSteps = async (client: Client, id: string, groupIndex: number) =>
    (await client.main.tasks.getTaskLogs({ id, groupIndex, limit: 100 })).entries.map((e) =>
      RUN_LINES.findIndex((line) => line.test(e.message)),
    );
  /** The response files written for each run, by 'id-groupIndex'. */
  const responseWrites = async () => {
    const counts = new Map<string, number>();
    for (const { key } of (await db.query<{ key: string }>('select key from test_response_writes')).rows) {
      const run = /^tasks\/responses\/(.{36}-\d+)-/.exec(key)?.[1] ?? key;
      counts.set(run, (counts.get(run) ?? 0) + 1);
    }
    return counts;
  };
  const hookCount = (id: string, state: string) => hookCalls.filter((c) => c.id === id && c.state === state).length;
  /** Jobs whose step is overdue by more than a few seconds: stuck, as nothing advances them. */
  const overdue = async () =>
    (
      await db.query<{ n: number }>(
        `select ((select count(*) from tasks where next_step_at < now() - interval '3 seconds')
              + (select count(*) from sessions where next_step_at < now() - interval '3 seconds')
              + (select count(*) from publish_jobs where state = 'publishing' and due_at < now() - interval '3 seconds')
              )::int as n`,
      )
    ).rows[0].n;

  it('runs tasks created through either instance (plain, repeating, scheduled) each step once: one log line, one hook call, one response', async () => {
    const plain: Main.Task[] = [];
    for (let i = 0; i < 6; i++) {
      plain.push(await createTask(a, { requestData: { n: i, from: 'a' } }));
      plain.push(await createTask(b, { requestData: { n: i, from: 'b' } }));
    }
    const repeating = await createTask(b, { scheduleInterval: '1' });
    const scheduled = await createTask(a, { scheduleIn: '3 seconds' });

    for (const t of [...plain, scheduled]) await reach(clients.get(a)!, t.id, 0, 'completed');
    await reach(clients.get(a)!, repeating.id, 3, 'completed');
    // The repeat queued after run 3 is deleted while it waits, which ends the repetition.
    const lastRun = await waitFor(
      async () => {
        const runs = (await clients.get(b)!.main.tasks.listTasks({ limit: 100 })).current_batch.filter(
          (t) => t.id === repeating.id,
        );
        const pending = runs.find((t) => t.state === 'queued');
        if (!pending) return undefined;
        const deleted = await clients
          .get(b)!
          .main.tasks.deleteTask({ id: repeating.id, groupIndex: pending.groupIndex })
          .then(
            () => true,
            () => false,
          );
        return deleted ? pending.groupIndex - 1 : undefined;
      },
      30_000,
      'the pending repeat to be deleted',
    );
    for (let gi = 0; gi <= lastRun; gi++) await reach(clients.get(b)!, repeating.id, gi, 'completed');
    await new Promise((r) => setTimeout(r, 1500));

    const runs = [
      ...[...plain, scheduled].map((t) => ({ id: t.id, groupIndex: 0 })),
      ...Array.from({ length: lastRun + 1 }, (_, gi) => ({ id: repeating.id, groupIndex: gi })),
    ];
    const writes = await responseWrites();
    for (const run of runs) {
      expect([run, await runSteps(clients.get(a)!, run.id, run.groupIndex)]).toEqual([run, [0, 1, 2, 3, 4]]);
      expect([run, writes.get(`${run.id}-${run.groupIndex}`)]).toEqual([run, 1]);
      const response = await clients.get(b)!.main.tasks.getTaskResponseData(run);
      expect(response).toMatchObject({ status: 'completed', task: { id: run.id, groupIndex: run.groupIndex } });
    }
    for (const t of [...plain, scheduled])
      expect([t.id, HOOK_STATES.map((s) => hookCount(t.id, s))]).toEqual([t.id, [1, 1, 1, 1, 1]]);
    // Each run of the repeating task notified each state once; the deleted repeat only its queueing.
    const n = lastRun + 1;
    expect(HOOK_STATES.map((s) => hookCount(repeating.id, s))).toEqual([n + 1, n, n, n, n]);

    const repeats = (await clients.get(a)!.main.tasks.listTasks({ limit: 100 })).current_batch
      .filter((t) => t.id === repeating.id)
      .map((t) => [t.groupIndex, new Date(t.scheduleFor as Date).getTime() - new Date(repeating.createdAt).getTime()])
      .sort((x, y) => x[0] - y[0]);
    expect(repeats.slice(1)).toEqual(Array.from({ length: lastRun }, (_, i) => [i + 1, (i + 1) * 1000]));

    const ranScheduled = await clients.get(b)!.main.tasks.getTask({ id: scheduled.id });
    expect(new Date(ranScheduled.assignedAt as Date).getTime()).toBeGreaterThanOrEqual(
      new Date(scheduled.scheduleFor as Date).getTime(),
    );
    expect(await overdue()).toBe(0);
  });

  it('runs retention once per interval across the instances', async () => {
    // One statement, so claims and runs are read at one moment.
    const rows = (
      await db.query<{ kind: 'claim' | 'run'; at: Date; by_instance: string }>(
        `select 'claim' as kind, at, by_instance from test_retention_claims
         union all select 'run', at, by_instance from test_retention_runs order by at`,
      )
    ).rows;
    const claims = rows.filter((r) => r.kind === 'claim');
    // The first instance starts claiming before the triggers exist: a claim made just before them
    // leaves its run (a moment later) without a claim on record. Runs count from the first claim on.
    const runs = rows.filter((r) => r.kind === 'run' && r.at >= claims[0].at);
    const span = claims.at(-1)!.at.getTime() - claims[0].at.getTime();
    expect(claims.length).toBeGreaterThanOrEqual(Math.floor(span / (3 * RETENTION_EVERY_MS)));
    expect(claims.length).toBeGreaterThan(3);
    // The interval runs from claim to claim on the database's clock. (A run's delete may come late
    // in a slow tick, and the next claim right after it, so the deletes themselves can be close.)
    // Two instances each on a timer of their own would alternate, at most half an interval apart.
    // The stored moments have microseconds; read as Dates they lose up to a millisecond.
    const gaps = claims.slice(1).map((c, i) => c.at.getTime() - claims[i].at.getTime());
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(RETENTION_EVERY_MS - 1);
    for (const claim of claims) expect([...names.values()]).toContain(claim.by_instance);
    // Each claim is followed by its run, by the instance that claimed (the last may still be running).
    expect(runs.length).toBeGreaterThanOrEqual(claims.length - 1);
    expect(runs.length).toBeLessThanOrEqual(claims.length);
    for (const instance of names.values()) {
      const count = (rows: { by_instance: string }[]) => rows.filter((r) => r.by_instance === instance).length;
      expect(count(claims) - count(runs)).toBeGreaterThanOrEqual(0);
      expect(count(claims) - count(runs)).toBeLessThanOrEqual(1);
    }
  });

  it("refuses a delete or a terminate that meets a job step in flight, and the step's new state stands", async () => {
    // The step is played by a transaction of the test's own that changes the row and holds it; the
    // user's call is sent meanwhile, and the step commits once the call waits for that row.
    const step = new Pg({ connectionString: a.databaseUrl });
    await step.connect();
    const stepPid = (await step.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0].pid;
    const meet = async (change: string, params: unknown[], call: () => Promise<unknown>) => {
      await step.query('begin');
      expect((await step.query(change, params)).rowCount).toBe(1);
      const status = call().then(
        () => 'done',
        (err: { status?: number }) => err.status,
      );
      await waitFor(
        async () =>
          (await db.query('select 1 from pg_stat_activity where $1 = any(pg_blocking_pids(pid))', [stepPid])).rowCount
            ? true
            : undefined,
        30_000,
        'the call to wait for the row the step holds',
      );
      await step.query('commit');
      return status;
    };
    try {
      const task = await createTask(a, { scheduleIn: '1 hour' });
      const deleted = await meet(
        `update tasks set state = 'assigned', assigned_at = now() where id = $1 and group_index = 0 and state = 'queued'`,
        [task.id],
        () => clients.get(a)!.main.tasks.deleteTask({ id: task.id, groupIndex: 0 }),
      );
      expect(deleted).toBe(405);
      const tasks = await db.query<{ state: string }>('select state from tasks where id = $1', [task.id]);
      expect(tasks.rows.map((r) => r.state)).toEqual(['assigned']);

      const running = await db.query<{ id: string }>(
        `select id from sessions where kind = 'webui' and state = 'running' limit 1`,
      );
      const sessionId = running.rows[0].id;
      const terminated = await meet(
        `update sessions set state = 'timedout', ended_at = now(), next_step_at = null where id = $1 and state = 'running'`,
        [sessionId],
        () => clients.get(b)!.sessions.sessions.terminateSession({ kind: SessionManager.SessionKind.Webui, sessionId }),
      );
      expect(terminated).toBe(409);
      const sessions = await db.query<{ state: string }>('select state from sessions where id = $1', [sessionId]);
      expect(sessions.rows.map((r) => r.state)).toEqual(['timedout']);
    } finally {
      await step.end();
    }
  });

  it('hands the jobs of an instance stopped with SIGTERM to the others, each step still once', async () => {
    const c = await startSandbox({ joins: a });
    const tasks: Main.Task[] = [];
    try {
      clients.set(c, await signIn(c.baseUrl, 'ROOT', 'admin', c.adminPassword));
      for (let i = 0; i < 4; i++) tasks.push(await createTask(c, { requestData: { n: i, from: 'c' } }));
      const started = Date.now();
      await c.stop();
      // The harness kills what has not ended 10 s after SIGTERM; a graceful stop ends well before.
      expect(Date.now() - started).toBeLessThan(8_000);
    } finally {
      clients.delete(c);
    }
    for (const t of tasks) await reach(clients.get(a)!, t.id, 0, 'completed');
    await new Promise((r) => setTimeout(r, 1000));
    const writes = await responseWrites();
    for (const t of tasks) {
      expect([t.id, await runSteps(clients.get(b)!, t.id, 0)]).toEqual([t.id, [0, 1, 2, 3, 4]]);
      expect([t.id, writes.get(`${t.id}-0`)]).toEqual([t.id, 1]);
      expect([t.id, HOOK_STATES.map((s) => hookCount(t.id, s))]).toEqual([t.id, [1, 1, 1, 1, 1]]);
    }
    expect(await overdue()).toBe(0);
  });

  it('lets the other instance finish the task that an instance killed mid-step was running, once', async () => {
    // A large request makes the solving step (which reads the whole request) last long enough to be cut.
    const body = Buffer.alloc(48 * 1024 * 1024, 7);
    const created = await fetch(`${a.baseUrl}/pro-api/v2/tasks/Jobs%20App/1.0/solve`, {
      method: 'POST',
      headers: { cookie: clients.get(a)!.cookie, 'content-type': 'application/octet-stream', taskStateHook: hookUrl },
      body,
    });
    expect(created.status).toBe(200);
    const task = (await created.json()) as { id: string };

    // The instance holding the tick lock while the step is due is the one running it.
    const holder = await waitFor(
      async () => {
        const { rows } = await db.query<{ state: string; due: boolean; holder: string | null }>(
          `select t.state, t.next_step_at <= now() as due,
             (select s.application_name from pg_locks l join pg_stat_activity s on s.pid = l.pid
              where l.locktype = 'advisory' and l.granted
                and l.database = (select oid from pg_database where datname = current_database())) as holder
           from tasks t where t.id = $1 and t.group_index = 0`,
          [task.id],
        );
        const row = rows[0];
        return row?.state === 'solving' && row.due && row.holder ? row.holder : undefined;
      },
      60_000,
      'an instance to run the solving step',
    );
    const killed = handleNamed(holder)!;
    const survivor = killed === a ? b : a;
    await killed.kill();
    const { rows } = await db.query<{ state: string }>(`select state from tasks where id = $1`, [task.id]);
    expect(rows[0].state).toBe('solving');

    await reach(clients.get(survivor)!, task.id, 0, 'completed');
    const response = await clients.get(survivor)!.main.tasks.getTaskResponseData({ id: task.id });
    expect(response).toMatchObject({ requestSha256: createHash('sha256').update(body).digest('hex') });
    expect(await runSteps(clients.get(survivor)!, task.id, 0)).toEqual([0, 1, 2, 3, 4]);
    await new Promise((r) => setTimeout(r, 1000));
    expect(HOOK_STATES.map((s) => hookCount(task.id, s))).toEqual([1, 1, 1, 1, 1]);

    // Nothing is left stuck, and the survivor goes on running new work.
    const next = await createTask(survivor);
    await reach(clients.get(survivor)!, next.id, 0, 'completed');
    expect(await runSteps(clients.get(survivor)!, next.id, 0)).toEqual([0, 1, 2, 3, 4]);
    expect(await overdue()).toBe(0);
  });
});
