import { Main, SessionManager } from '@pro-portal/sdk';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { backends, publishAndWait, waitFor } from '@pro-portal/test-harness';
import { storedFiles } from './support/stored-files';
import { useRoleClients } from './support/suite';
import { expectSchema } from './support/spec-schemas';
import { failure, openToEveryone, type Client } from './support/apps-jobs-support';
const K = SessionManager.SessionKind;

jest.setTimeout(180_000);

describe.each(backends)('tasks (%s)', (backend) => {
  const { sandbox, c } = useRoleClients({ backend, env: { JOB_SPEED: '20' } });
  const app = { appName: 'Task App', appVersion: '1.0' };
  /** Creates a task of Task App 1.0 as the user. */
  const newTask = (serviceName: string, extra: Partial<Main.CreateTaskRequest> = {}) =>
    c.user.main.tasks.createTask({ ...app, serviceName, requestData: {}, ...extra });

  beforeAll(async () => {
    await publishAndWait(c.publisher, { name: 'Task App', version: '1.0' });
    await openToEveryone(c.admin, 'Task App', '1.0');
  });

  const stateOf = async (client: Client, id: string, groupIndex = 0) =>
    (await client.main.tasks.getTask({ id, groupIndex })).state;
  const reach = (client: Client, id: string, state: string, groupIndex = 0) =>
    waitFor(
      async () => ((await stateOf(client, id, groupIndex)) === state ? state : undefined),
      30_000,
      `task ${id} ${state}`,
    );

  it('allows delete, interrupt and response download of the seeded tasks exactly in the states that allow each', async () => {
    const own = (await c.admin.main.tasks.listTasks({ limit: 100 })).current_batch;
    expect(new Set(own.map((t) => t.state))).toEqual(new Set(['queued', 'running', 'solving', 'failed', 'completed']));
    for (const t of own) {
      const interrupt = await c.admin.main.tasks
        .updateTask({ id: t.id, taskUpdate: { setstatus: Main.TaskStatusCommand.Execution } })
        .then(
          (x) => x.state,
          (e) => e.status,
        );
      expect([t.state, interrupt]).toEqual([t.state, ['running', 'solving'].includes(t.state) ? 'failed' : 409]);
      const download = await c.admin.main.tasks.getTaskResponseData({ id: t.id }).then(
        () => 200,
        (e) => e.status,
      );
      expect([t.state, download]).toEqual([t.state, t.state === 'completed' ? 200 : 409]);
    }
    const running = own.find((t) => t.state === 'running') as Main.Task;
    const refused = await failure(c.user.main.tasks.deleteTask({ id: running.id }));
    expect(refused.status).toBe(404);
    for (const t of own) await c.admin.main.tasks.deleteTask({ id: t.id, groupIndex: t.groupIndex });
    expect((await c.admin.main.tasks.listTasks({})).total_tasks).toBe(0);
  });

  it('runs a task queued -> running -> solving -> completed and serves a response derived from the request', async () => {
    const task = await c.user.main.tasks.createTask({
      ...app,
      serviceName: 'solve',
      requestData: { demand: [1, 2, 3] },
    });
    expectSchema(task, 'Task');
    expect(task).toMatchObject({
      groupIndex: 0,
      state: 'queued',
      appName: 'Task App',
      userName: 'user',
      serviceName: 'solve',
    });
    await reach(c.user, task.id, 'completed');
    const response = await c.user.main.tasks.getTaskResponseData({ id: task.id });
    expect(response).toMatchObject({ status: 'completed', echo: { demand: [1, 2, 3] } });
    expect(typeof (response as { objective: unknown }).objective).toBe('number');
    const again = await c.user.main.portal.getTaskResponse({ id: task.id, groupIndex: 0 });
    expect(again).toEqual(response);
    const done = await c.user.main.tasks.getTask({ id: task.id });
    expect(done.runTime).toBeGreaterThan(0);
  });

  it('creates tasks for the latest version and indents with prettyFormat', async () => {
    const res = await fetch(`${sandbox.baseUrl}/pro-api/v2/tasks/Task%20App/solve?prettyFormat=true`, {
      method: 'POST',
      headers: { cookie: c.user.cookie, 'content-type': 'application/json' },
      body: '{"x":1}',
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('\n  "id"');
    const task = JSON.parse(text);
    expect(task.appVersion).toBe('1.0');
    await reach(c.user, task.id, 'completed');
    const body = await (
      await fetch(`${sandbox.baseUrl}/pro-api/v2/tasks/${task.id}/response`, { headers: { cookie: c.user.cookie } })
    ).text();
    expect(body).toContain('\n  "status": "completed"');
  });

  it('fails a task whose request asks for it', async () => {
    const task = await c.user.main.tasks.createTask({ ...app, serviceName: 'solve', requestData: { fail: true } });
    await reach(c.user, task.id, 'failed');
    const err = await failure(c.user.main.tasks.getTaskResponseData({ id: task.id }));
    expect(err.status).toBe(409);
    expectSchema(err.body, 'Error');
  });

  it('repeats a task with scheduleInterval as new groupIndexes of the same id', async () => {
    const task = await newTask('repeat', { scheduleInterval: '2 seconds' });
    expect(task.scheduleInterval).toBe(2);
    await reach(c.user, task.id, 'completed', 1);
    const groups = (await c.user.main.tasks.listTasks({ limit: 50 })).current_batch.filter((t) => t.id === task.id);
    expect(groups.map((t) => t.groupIndex)).toEqual(expect.arrayContaining([0, 1, 2]));
    const second = await c.user.main.tasks.getTask({ id: task.id, groupIndex: 1 });
    expect(new Date(second.scheduleFor as Date).getTime()).toBe(new Date(task.createdAt).getTime() + 2_000);
    await c.user.main.tasks.deleteTask({ id: task.id, groupIndex: 0 });
    expect((await failure(c.user.main.tasks.getTask({ id: task.id, groupIndex: 0 }))).status).toBe(404);
    expect((await c.user.main.tasks.getTask({ id: task.id, groupIndex: 1 })).state).toBe('completed');

    const groupsOf = async () =>
      (await c.user.main.tasks.listTasks({ limit: 100 })).current_batch.filter((t) => t.id === task.id);
    const stoppedAt = await waitFor(
      async () => {
        const pending = (await groupsOf()).find((t) => t.state === 'queued');
        if (!pending) return undefined;
        const deleted = await c.user.main.tasks.deleteTask({ id: task.id, groupIndex: pending.groupIndex }).then(
          () => true,
          () => false,
        );
        return deleted ? pending.groupIndex : undefined;
      },
      30_000,
      'the pending repeat to be deleted',
    );
    await new Promise((r) => setTimeout(r, 3000));
    expect(Math.max(...(await groupsOf()).map((t) => t.groupIndex))).toBe(stoppedAt - 1);
  });

  it('keeps a scheduled task queued until its time (scheduleIn, scheduleFor)', async () => {
    const later = await newTask('later', { scheduleIn: '1 hour' });
    const tomorrow = new Date(Date.now() + 2 * 86400_000);
    const dated = await newTask('dated', { scheduleFor: tomorrow.toISOString().slice(0, 10) });
    expect(dated.scheduleFor?.toISOString().slice(0, 10)).toBe(tomorrow.toISOString().slice(0, 10));
    await new Promise((r) => setTimeout(r, 1500));
    expect(await stateOf(c.user, later.id)).toBe('queued');
    expect(await stateOf(c.user, dated.id)).toBe('queued');
    const err = await failure(
      c.user.main.tasks.updateTask({ id: later.id, taskUpdate: { setstatus: Main.TaskStatusCommand.Solve } }),
    );
    expect(err.status).toBe(409);
    await c.user.main.tasks.deleteTask({ id: later.id });
  });

  it('interrupts only running or solving tasks, and deletes only queued, failed or completed ones', async () => {
    const slow = await newTask('slow');
    await waitFor(
      async () => (['running', 'solving'].includes(await stateOf(c.user, slow.id)) ? true : undefined),
      30_000,
    );
    // The documented answer to deleting a running task: 405, naming the methods still allowed.
    const busy = await fetch(`${sandbox.baseUrl}/pro-api/v2/tasks/${slow.id}`, {
      method: 'DELETE',
      headers: { cookie: c.user.cookie },
    });
    expect([busy.status, busy.headers.get('allow')]).toEqual([405, 'GET, PUT']);
    expectSchema(await busy.json(), 'Error');
    const interrupted = await c.user.main.tasks.updateTask({
      id: slow.id,
      taskUpdate: { setstatus: Main.TaskStatusCommand.Execution },
    });
    expect(interrupted.state).toBe('failed');
    const again = await failure(
      c.user.main.tasks.updateTask({ id: slow.id, taskUpdate: { setstatus: Main.TaskStatusCommand.Solve } }),
    );
    expect(again.status).toBe(409);
    expect(await c.user.main.tasks.deleteTask({ id: slow.id })).toMatchObject({ id: slow.id, state: 'failed' });

    const solve = await c.user.main.tasks.createTask({ ...app, serviceName: 'solve-int', requestData: { a: 1 } });
    await waitFor(
      async () => (['running', 'solving'].includes(await stateOf(c.user, solve.id)) ? true : undefined),
      30_000,
    );
    const stopped = await c.user.main.tasks.updateTask({
      id: solve.id,
      taskUpdate: { setstatus: Main.TaskStatusCommand.Solve },
    });
    expect(stopped.state).toBe('completed');
    expect(await c.user.main.tasks.getTaskResponseData({ id: solve.id })).toMatchObject({ status: 'interrupted' });
  });

  it('lists own tasks sorted by -createdAt with filters; listAll shows everyone to admins only', async () => {
    const admins = await c.admin.main.tasks.createTask({ ...app, serviceName: 'admin-task', requestData: {} });
    const mine = await c.user.main.tasks.listTasks({ offset: 0, limit: 10, sort: '-createdAt' });
    expectSchema(mine, 'TaskList');
    expect(mine.current_batch.every((t) => t.userName === 'user')).toBe(true);
    const times = mine.current_batch.map((t) => new Date(t.createdAt).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const all = await c.admin.main.tasks.listTasks({ listAll: true, limit: 1000 });
    expect(all.current_batch.map((t) => t.id)).toContain(admins.id);
    expect(all.total_tasks).toBeGreaterThan(mine.total_tasks);
    const userAll = await c.user.main.tasks.listTasks({ listAll: true, limit: 1000 });
    expect(userAll.current_batch.map((t) => t.id)).not.toContain(admins.id);
    const failed = await c.user.main.tasks.listTasks({ states: [Main.TaskState.Failed] });
    expect(failed.current_batch.every((t) => t.state === 'failed')).toBe(true);
    const page = await c.user.main.tasks.listTasks({ offset: 1, limit: 1, sort: '-createdAt' });
    expect(page.current_batch[0].id).toBe(mine.current_batch[1].id);
    const byService = await c.admin.main.tasks.listTasks({
      listAll: true,
      appName: 'Task App',
      appVersion: '1.0',
      after: new Date(Date.now() - 86400_000),
    });
    expect(byService.total_tasks).toBe(all.current_batch.filter((t) => t.appName === 'Task App').length);
    const none = await c.user.main.tasks.listTasks({ before: new Date('2000-01-01') });
    expect(none.total_tasks).toBe(0);
    expect((await failure(c.user.main.tasks.getTask({ id: admins.id }))).status).toBe(404);
  });

  it('calls the taskStateHook with PUT and task_uuid, task_state and at on every state change', async () => {
    const calls: { method: string; query: URLSearchParams }[] = [];
    const server = http.createServer((req, res) => {
      calls.push({ method: req.method ?? '', query: new URL(req.url ?? '/', 'http://hook').searchParams });
      res.end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook?source=tests`;
    try {
      const task = await newTask('hooked', { taskStateHook: url });
      await reach(c.user, task.id, 'completed');
      await waitFor(async () => (calls.some((x) => x.query.get('task_state') === 'completed') ? true : undefined));
      const states = calls.map((x) => x.query.get('task_state'));
      expect([...states].sort()).toEqual(['assigned', 'completed', 'queued', 'running', 'solving']);
      for (const call of calls) {
        expect(call.method).toBe('PUT');
        expect(call.query.get('task_uuid')).toBe(task.id);
        expect(call.query.get('source')).toBe('tests');
        expect(Math.abs(Date.now() - Date.parse(call.query.get('at') ?? ''))).toBeLessThan(60_000);
        expect(call.query.has('hmac')).toBe(false);
      }
      const bad = await failure(newTask('hooked', { taskStateHook: 'ftp://x/y' }));
      expect(bad.status).toBe(400);
    } finally {
      server.close();
    }
  });

  it('answers bad input with 4xx Errors and stores nothing', async () => {
    const before = (await c.user.main.tasks.listTasks({})).total_tasks;
    const post = (path: string, body: string, headers: Record<string, string> = {}) =>
      fetch(`${sandbox.baseUrl}/pro-api/v2/tasks/${path}`, {
        method: 'POST',
        headers: { cookie: c.user.cookie, 'content-type': 'application/json', ...headers },
        body,
      });
    for (const [res, status] of [
      [await post('No%20App/1.0/solve', '{}'), 404],
      [await post('Task%20App/1.0/solve?scheduleIn=-5', '{}'), 400],
      [await post('Task%20App/1.0/solve?scheduleInterval=abc', '{}'), 400],
    ] as const) {
      expect(res.status).toBe(status);
      expectSchema(await res.json(), 'Error');
    }
    expect((await c.user.main.tasks.listTasks({})).total_tasks).toBe(before);
    expect((await failure(c.user.main.tasks.getTask({ id: 'no-such-task' }))).status).toBe(404);
  });

  it('creates a task for the latest version through the SDK', async () => {
    const task = await c.user.main.tasks.createTaskForLatestVersion({
      appName: 'Task App',
      serviceName: 'latest',
      requestData: { v: 1 },
    });
    expect(task).toMatchObject({ appVersion: '1.0', serviceName: 'latest', state: 'queued' });
  });

  it('removes finished jobs older than jobRetentionTime days', async () => {
    const tenDaysAgo = Date.now() - 9 * 86400_000;
    const old = (await c.admin.main.tasks.listTasks({ listAll: true, limit: 1000 })).current_batch.filter(
      (t) => new Date(t.createdAt).getTime() < tenDaysAgo,
    );
    expect(old.length).toBeGreaterThan(0);
    const oldSessions = (await c.admin.sessions.sessions.listSessions({ kind: K.Solve, limit: 1000 })).sessions.filter(
      (s) => new Date(s.created_at).getTime() < tenDaysAgo,
    );
    expect(oldSessions.length).toBeGreaterThan(0);
    await c.admin.main.customization.updateRetentionSettings({ retentionSettings: { jobRetentionTime: 7 } });
    await waitFor(
      async () =>
        (await c.admin.main.tasks.listTasks({ listAll: true, limit: 1000 })).current_batch.some(
          (t) => t.id === old[0].id,
        )
          ? undefined
          : true,
      30_000,
      'retention',
    );
    const left = (await c.admin.sessions.sessions.listSessions({ kind: K.Solve, limit: 1000 })).sessions.map(
      (s) => s.id,
    );
    expect(left).not.toContain(oldSessions[0].id);
    expect((await c.admin.main.tasks.listTasks({ listAll: true, limit: 1000 })).total_tasks).toBeGreaterThan(0);
  });

  it('refuses request data over 128 MB with 413', async () => {
    const status = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(`${sandbox.baseUrl}/pro-api/v2/tasks/Task%20App/1.0/solve`, {
        method: 'POST',
        headers: { cookie: c.user.cookie, 'content-type': 'application/json', 'content-length': String(134217728 + 1) },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.write('{"a":1');
    });
    expect(status.status).toBe(413);
    const body = JSON.parse(status.body);
    expectSchema(body, 'Error');
    expect(body.message).toBe('The file size cannot exceed 128MB.');
  });

  it('stops a streamed (chunked) request at 128 MB with 413 and keeps nothing of it', async () => {
    const requestFiles = async () =>
      (await storedFiles(sandbox))
        .map((f) => f.key)
        .filter((key) => key.startsWith('tasks/requests/') || key.startsWith('.tmp/'));
    const before = await requestFiles();
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(`${sandbox.baseUrl}/pro-api/v2/tasks/Task%20App/1.0/solve`, {
        method: 'POST',
        headers: { cookie: c.user.cookie, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      });
      let answered = false;
      req.on('response', (res) => {
        answered = true;
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      req.on('error', (err) => (answered ? undefined : reject(err)));
      let sent = 0;
      const pump = () => {
        while (!answered && sent <= 129) {
          sent += 1;
          if (!req.write(sent === 1 ? Buffer.from('{"pad":"') : chunk)) return void req.once('drain', pump);
        }
        if (!answered) req.end('"}');
      };
      pump();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).message).toBe('The file size cannot exceed 128MB.');
    await waitFor(
      // Only new names count: an earlier test's task may still be removing its own request file.
      async () => ((await requestFiles()).every((name) => before.includes(name)) ? true : undefined),
      10_000,
      'no request file left',
    );
  });
});
