import { SessionManager } from '@pro-portal/sdk';
import { backends, beforeAllValue, publishAndWait, waitFor } from '@pro-portal/test-harness';
import { useRoleClients } from '../support/suite';
import { expectSchema } from '../support/spec-schemas';
import { failure, openToEveryone } from '../support/apps-jobs-support';
import { createKey, keyClients } from '../support/platform-compat-support';

jest.setTimeout(240_000);

type LogEntry = { time: string; level: string; message: string };
type TaskAnswer = { id: string; state: string; runTime: number; queueTime: number; groupIndex: number };

const SESSIONS = '/pro/session-manager/v1';
const LOG_LINE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z (INFO|WARNING|ERROR) .+$/;

/**
 * The task and session log and statistics calls of the platform's documentation (managing tasks:
 * GET /tasks/{id}/logs, /tasks/{id}/logs/download, /tasks/stats, /tasks/stats/current; the
 * DataExchange page: GET /tasks/{id}/status; managing
 * sessions: GET /sessions/{kind}/{session_id}/logs/download), sent as a script does with plain
 * fetch and the `apikey` header, and through the SDK.
 */
describe.each(backends)('task logs and statistics, session log downloads (%s)', (backend) => {
  const { sandbox, c } = useRoleClients({ backend, env: { JOB_SPEED: '50' } });
  /** API keys of the user (Tasks; Session) and of the publisher (Tasks), once Log App 1.0 is open to everyone. */
  const keys = beforeAllValue(async () => {
    await publishAndWait(c.publisher, { name: 'Log App', version: '1.0', isWebUI: 'true' });
    await openToEveryone(c.admin, 'Log App', '1.0');
    return {
      tasks: keyClients(sandbox.baseUrl, await createKey(c.user, 'tasks', ['Tasks'])),
      sessions: keyClients(sandbox.baseUrl, await createKey(c.user, 'sessions', ['Session'])),
      publisherTasks: keyClients(sandbox.baseUrl, await createKey(c.publisher, 'tasks', ['Tasks'])),
    };
  });

  const post = (body: string, query = '') =>
    keys.tasks.fetch(`/tasks/Log%20App/1.0/JobSchedule${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
  const finished = (id: string) =>
    waitFor(
      async () => {
        const task = (await (await keys.tasks.fetch(`/tasks/${id}`)).json()) as TaskAnswer;
        return ['completed', 'failed'].includes(task.state) ? task : undefined;
      },
      60_000,
      `task ${id} to end`,
    );

  /** A run of the user's that completed and one that failed. */
  const runs = beforeAllValue(async () => {
    const ok = (await (await post('{"demand":1}')).json()) as TaskAnswer;
    const bad = (await (await post('{"fail":true}')).json()) as TaskAnswer;
    return { completed: await finished(ok.id), failed: await finished(bad.id) };
  });

  describe('GET /tasks/{id}/logs', () => {
    it("answers the run's log, oldest first, as the job simulator wrote it", async () => {
      const res = await keys.tasks.fetch(`/tasks/${runs.completed.id}/logs`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { entries: LogEntry[]; total: number };
      expectSchema(body, 'TaskLogs');
      expect(runs.completed.state).toBe('completed');
      const messages = body.entries.map((e) => e.message);
      expect(messages[0]).toMatch(/queued/);
      expect(messages.findIndex((m) => /assigned/.test(m))).toBeGreaterThan(0);
      expect(messages.findIndex((m) => /started/.test(m))).toBeGreaterThan(
        messages.findIndex((m) => /assigned/.test(m)),
      );
      expect(messages.at(-1)).toMatch(/completed/);
      expect(body.total).toBe(body.entries.length);
      const times = body.entries.map((e) => Date.parse(e.time));
      expect(times).toEqual([...times].sort((a, b) => a - b));
    });

    it('logs the failure of a failed run as an error', async () => {
      const body = (await (await keys.tasks.fetch(`/tasks/${runs.failed.id}/logs`)).json()) as { entries: LogEntry[] };
      expect(runs.failed.state).toBe('failed');
      expect(body.entries.at(-1)).toEqual(
        expect.objectContaining({ level: 'error', message: expect.stringMatching(/failed/) }),
      );
    });

    it('pages with offset and limit, and answers the same through the SDK', async () => {
      const all = await keys.tasks.sdk.main.tasks.getTaskLogs({ id: runs.completed.id });
      const page = (await (await keys.tasks.fetch(`/tasks/${runs.completed.id}/logs?offset=1&limit=2`)).json()) as {
        entries: LogEntry[];
        total: number;
      };
      expect(page.total).toBe(all.total);
      expect(page.entries.map((e) => e.message)).toEqual(all.entries.slice(1, 3).map((e) => e.message));
    });

    it("answers 404 for an unknown task, a run that does not exist and another user's task", async () => {
      expect((await keys.tasks.fetch('/tasks/00000000-0000-4000-8000-000000000000/logs')).status).toBe(404);
      expect((await keys.tasks.fetch(`/tasks/${runs.completed.id}/logs?groupIndex=7`)).status).toBe(404);
      const other = await keys.publisherTasks.fetch(`/tasks/${runs.completed.id}/logs`);
      expect([other.status, (await other.json()).errorCode]).toEqual([404, expect.any(Number)]);
      // An administrator reads anyone's task.
      expect((await c.admin.main.tasks.getTaskLogs({ id: runs.completed.id })).total).toBeGreaterThan(0);
    });
  });

  describe('GET /tasks/{id}/logs/download', () => {
    it('downloads the whole log as text, one line per entry, named after the task', async () => {
      const res = await keys.tasks.fetch(`/tasks/${runs.completed.id}/logs/download`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Task_${runs.completed.id}_log.txt"`);
      const lines = (await res.text()).trimEnd().split('\n');
      const json = await keys.tasks.sdk.main.tasks.getTaskLogs({ id: runs.completed.id });
      expect(lines).toHaveLength(json.total);
      for (const line of lines) expect(line).toMatch(LOG_LINE);
      expect(lines.map((l) => l.split(' ').slice(2).join(' '))).toEqual(json.entries.map((e) => e.message));
      const withIndex = await keys.tasks.fetch(`/tasks/${runs.completed.id}/logs/download?groupIndex=0`);
      expect(withIndex.headers.get('content-disposition')).toBe(
        `attachment; filename="Task_${runs.completed.id}_0_log.txt"`,
      );
    });

    it('names a downloaded response as the log is named: Task_{id}[_{groupIndex}]_response', async () => {
      const plain = await keys.tasks.fetch(`/tasks/${runs.completed.id}/response`);
      expect(plain.status).toBe(200);
      expect(plain.headers.get('content-disposition')).toBe(
        `attachment; filename="Task_${runs.completed.id}_response"`,
      );
      const withIndex = await keys.tasks.fetch(`/tasks/${runs.completed.id}/response?groupIndex=0`);
      expect(withIndex.headers.get('content-disposition')).toBe(
        `attachment; filename="Task_${runs.completed.id}_0_response"`,
      );
    });

    it('answers the same text through the SDK', async () => {
      const text = await keys.tasks.sdk.main.tasks.downloadTaskLogs({ id: runs.failed.id });
      expect(text).toMatch(/ ERROR The service failed/);
    });
  });

  describe('GET /tasks/stats and /tasks/stats/current', () => {
    it("counts the caller's runs per state and their queue and run times, as GET /tasks lists them", async () => {
      const res = await keys.tasks.fetch('/tasks/stats');
      expect(res.status).toBe(200);
      const stats = await res.json();
      expectSchema(stats, 'TaskStats');
      const list = (await (await keys.tasks.fetch('/tasks?limit=1000')).json()) as {
        current_batch: TaskAnswer[];
        total_tasks: number;
      };
      expect(stats.total).toBe(list.total_tasks);
      for (const state of ['queued', 'assigned', 'running', 'solving', 'failed', 'completed'])
        expect([state, stats.states[state]]).toEqual([
          state,
          list.current_batch.filter((t) => t.state === state).length,
        ]);
      const ended = list.current_batch.filter((t) => ['completed', 'failed'].includes(t.state));
      expect(stats.runTime.maximum).toBeCloseTo(Math.max(...ended.map((t) => t.runTime)), 2);
      expect(stats.queueTime.maximum).toBeCloseTo(Math.max(...ended.map((t) => t.queueTime)), 2);
      expect(stats.runTime.average).toBeGreaterThan(0);
      expect(stats.runTime.average).toBeLessThanOrEqual(stats.runTime.maximum);
    });

    it('filters by application and days, and counts everyone only for an administrator asking listAll', async () => {
      const none = await keys.tasks.sdk.main.tasks.getTaskStats({ appName: 'No Such App' });
      expect(none.total).toBe(0);
      expect(none.runTime).toEqual({ average: 0, maximum: 0 });
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      expect((await (await keys.tasks.fetch(`/tasks/stats?after=${tomorrow}`)).json()).total).toBe(0);
      expect((await (await keys.tasks.fetch('/tasks/stats?appName=log%20app&appVersion=1.0')).json()).total).toBe(2);
      const publisherOwn = await keys.publisherTasks.sdk.main.tasks.getTaskStats({ listAll: true });
      expect(publisherOwn.total).toBe(0);
      const everyone = await c.admin.main.tasks.getTaskStats({ listAll: true });
      expect(everyone.total).toBeGreaterThanOrEqual(2);
      expect(everyone.total).toBe((await c.admin.main.tasks.listTasks({ listAll: true, limit: 1 })).total_tasks);
      expect((await c.admin.main.tasks.getTaskStats({})).total).toBe(
        (await c.admin.main.tasks.listTasks({ limit: 1 })).total_tasks,
      );
      expect((await keys.tasks.fetch('/tasks/stats?before=not-a-day')).status).toBe(400);
    });

    it('counts the runs waiting and running now, scheduled ones apart', async () => {
      const scheduled = (await (await post('{}', '?scheduleIn=1%20day')).json()) as TaskAnswer;
      const res = await keys.tasks.fetch('/tasks/stats/current');
      expect(res.status).toBe(200);
      const now = await res.json();
      expectSchema(now, 'TaskCurrentStats');
      expect(now.scheduled).toBe(1);
      expect(now.queued).toBeGreaterThanOrEqual(1);
      expect(now.active).toBe(now.assigned + now.running + now.solving);
      expect(Math.abs(Date.parse(now.at) - Date.now())).toBeLessThan(60_000);
      await keys.tasks.sdk.main.tasks.deleteTask({ id: scheduled.id });
      expect((await keys.tasks.sdk.main.tasks.getCurrentTaskStats({})).scheduled).toBe(0);
    });
  });

  describe('GET /tasks/{id}/status', () => {
    // The DataExchange page: 404 when there is no task with the given id, otherwise 200 with the
    // intermediate status the service handler stored; deleting a task deletes its status too.
    it('answers 200 with the status the stand-in service last wrote, as JSON', async () => {
      const res = await keys.tasks.fetch(`/tasks/${runs.completed.id}/status`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ stage: 'done', progress: 1, message: 'Response data written.' });
      // A failed run keeps the status written before it ended: the stand-in fails while solving.
      expect(await (await keys.tasks.fetch(`/tasks/${runs.failed.id}/status?groupIndex=0`)).json()).toEqual({
        stage: 'solving',
        progress: 0.5,
        message: 'Solving the model.',
      });
      expect(await keys.tasks.sdk.main.tasks.getTaskStatus({ id: runs.completed.id })).toEqual(
        expect.objectContaining({ stage: 'done', progress: 1 }),
      );
    });

    it('answers an empty object before the service has run, and 404 once the task is deleted', async () => {
      const scheduled = (await (await post('{}', '?scheduleIn=1%20day')).json()) as TaskAnswer;
      const res = await keys.tasks.fetch(`/tasks/${scheduled.id}/status`);
      expect([res.status, await res.json()]).toEqual([200, {}]);
      expect((await keys.tasks.fetch(`/tasks/${scheduled.id}`, { method: 'DELETE' })).status).toBe(200);
      const gone = await keys.tasks.fetch(`/tasks/${scheduled.id}/status`);
      expect(gone.status).toBe(404);
      expectSchema(await gone.json(), 'Error');
    });

    it("answers 404 for an unknown task, a run that does not exist and another user's task", async () => {
      expect((await keys.tasks.fetch('/tasks/00000000-0000-4000-8000-000000000000/status')).status).toBe(404);
      expect((await keys.tasks.fetch(`/tasks/${runs.completed.id}/status?groupIndex=7`)).status).toBe(404);
      expect((await keys.publisherTasks.fetch(`/tasks/${runs.completed.id}/status`)).status).toBe(404);
      // An administrator reads anyone's task.
      expect(await c.admin.main.tasks.getTaskStatus({ id: runs.completed.id })).toEqual(
        expect.objectContaining({ stage: 'done' }),
      );
    });
  });

  describe('GET /pro/session-manager/v1/sessions/{kind}/{session_id}/logs/download', () => {
    const sessionFetch = (path: string) =>
      fetch(`${sandbox.baseUrl}${SESSIONS}${path}`, { headers: { apikey: keys.sessions.secret } });

    it("downloads a task session's log: the same lines as the task's log", async () => {
      const res = await sessionFetch(`/sessions/task/${runs.completed.id}/logs/download`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="task_session_${runs.completed.id}_log.txt"`,
      );
      expect(await res.text()).toBe(await keys.tasks.sdk.main.tasks.downloadTaskLogs({ id: runs.completed.id }));
    });

    it("downloads a WebUI session's log, as its log call lists it, through fetch and the SDK", async () => {
      const launched = await keys.sessions.sdk.sessions.sessions.launchWebUISession({
        webUISessionLaunchRequest: { appName: 'Log App', appVersion: '1.0' },
      });
      const logs = await waitFor(async () => {
        const page = await keys.sessions.sdk.sessions.sessions.getSessionLogs({
          kind: SessionManager.SessionKind.Webui,
          sessionId: launched.id,
        });
        return page.total > 0 ? page : undefined;
      });
      const text = await keys.sessions.sdk.sessions.sessions.downloadSessionLogs({
        kind: SessionManager.SessionKind.Webui,
        sessionId: launched.id,
      });
      const lines = text.trimEnd().split('\n');
      expect(lines.length).toBeGreaterThanOrEqual(logs.total);
      for (const line of lines) expect(line).toMatch(LOG_LINE);
      expect(lines[0]!.split(' ').slice(2).join(' ')).toBe(logs.entries[0]!.message);
    });

    it("answers 404 for a session that does not exist or is another user's", async () => {
      expect((await sessionFetch('/sessions/solve/no-such-session/logs/download')).status).toBe(404);
      const other = keyClients(sandbox.baseUrl, await createKey(c.publisher, 'sessions', ['Session']));
      const res = await fetch(`${sandbox.baseUrl}${SESSIONS}/sessions/task/${runs.completed.id}/logs/download`, {
        headers: { apikey: other.secret },
      });
      expect(res.status).toBe(404);
    });
  });

  describe('who may call them', () => {
    const calls = () => [
      `/pro-api/v2/tasks/${runs.completed.id}/logs`,
      `/pro-api/v2/tasks/${runs.completed.id}/logs/download`,
      `/pro-api/v2/tasks/${runs.completed.id}/status`,
      '/pro-api/v2/tasks/stats',
      '/pro-api/v2/tasks/stats/current',
      `${SESSIONS}/sessions/task/${runs.completed.id}/logs/download`,
    ];

    it('answers 401 with the Error shape to a caller without a session or key', async () => {
      for (const path of calls()) {
        const res = await fetch(`${sandbox.baseUrl}${path}`);
        const body = await res.json();
        expect([path, res.status]).toEqual([path, 401]);
        expectSchema(body, 'Error');
      }
    });

    it('answers 403 to a key without the scope of the call: Tasks for the task calls, Session for the session log', async () => {
      for (const path of calls()) {
        const needsSession = path.startsWith(SESSIONS);
        const wrong = needsSession ? keys.tasks.secret : keys.sessions.secret;
        const res = await fetch(`${sandbox.baseUrl}${path}`, { headers: { apikey: wrong } });
        expect([path, res.status]).toEqual([path, 403]);
        expect((await res.json()).message).toContain(needsSession ? "'Session'" : "'Tasks'");
      }
      expect((await failure(keys.sessions.sdk.main.tasks.getTaskStats({}))).status).toBe(403);
    });
  });
});
