import { createHmac } from 'node:crypto';
import { Main } from '@pro-portal/sdk';
import { backends, beforeAllValue, publishAndWait, waitFor } from '@pro-portal/test-harness';
import { useRoleClients } from './support/suite';
import { expectSchema } from './support/spec-schemas';
import { failure, openToEveryone } from './support/apps-jobs-support';
import { createKey, hookReceiver, keyClients } from './support/platform-compat-support';

jest.setTimeout(240_000);

/**
 * Scripts written from the platform's public documentation of the tasks API (managing tasks): each
 * documented behaviour replayed with plain fetch and the `apikey` header, and through the SDK.
 */
describe.each(backends)('the documented tasks API (%s)', (backend) => {
  const { sandbox, c } = useRoleClients({ backend, env: { JOB_SPEED: '5' } });
  /** The user's Tasks-scoped API key, made once Dex App 1.0 is published and open to everyone. */
  const key = beforeAllValue(async () => {
    await publishAndWait(c.publisher, { name: 'Dex App', version: '1.0' });
    await openToEveryone(c.admin, 'Dex App', '1.0');
    return keyClients(sandbox.baseUrl, await createKey(c.user, 'tasks-key', ['Tasks']));
  });
  const json = { 'content-type': 'application/json' };

  const create = (query = '', headers: Record<string, string> = {}, path = 'Dex%20App/1.0/JobSchedule') =>
    key.fetch(`/tasks/${path}${query}`, { method: 'POST', headers: { ...json, ...headers }, body: '{"demand":1}' });
  const created = async (res: Response) => {
    const body = await res.json();
    expect([res.status, body]).toEqual([200, expect.objectContaining({ id: expect.any(String) })]);
    expectSchema(body, 'Task');
    return body as Main.Task & { scheduleFor: string | null };
  };
  /** Creates a JobSchedule task of Dex App 1.0 through the SDK. */
  const sdkTask = (extra: Partial<Main.CreateTaskRequest> = {}) =>
    key.sdk.main.tasks.createTask({
      appName: 'Dex App',
      appVersion: '1.0',
      serviceName: 'JobSchedule',
      requestData: {},
      ...extra,
    });
  const stateOf = async (id: string, groupIndex?: number) =>
    (await key.sdk.main.tasks.getTask({ id, groupIndex })).state as string;

  describe('scheduleFor, scheduleIn and scheduleInterval', () => {
    it('takes scheduleFor as YYYY-MM-DD hh:mm[:ss[.ms]] [±HH:MM], UTC without an offset, and the plain day the portal sends', async () => {
      const cases: [string, string][] = [
        ['2031-01-02 03:04', '2031-01-02T03:04:00.000Z'],
        ['2031-01-02 03:04:05', '2031-01-02T03:04:05.000Z'],
        ['2031-01-02 03:04:05.678 +02:00', '2031-01-02T01:04:05.678Z'],
        ['2031-01-02 03:04 -05:30', '2031-01-02T08:34:00.000Z'],
        ['2031-01-02', '2031-01-02T00:00:00.000Z'],
      ];
      for (const [text, iso] of cases) {
        const task = await created(await create(`?${new URLSearchParams({ scheduleFor: text })}`));
        expect([text, task.scheduleFor]).toEqual([text, iso]);
      }
      // Written into the address as the documentation shows it, the '+' arrives as a space.
      const raw = await created(await create('?scheduleFor=2031-01-02 03:04 +02:00'));
      expect(raw.scheduleFor).toBe('2031-01-02T01:04:00.000Z');
      const sdk = await sdkTask({ scheduleFor: '2031-01-02 03:04 +01:00' });
      expect(sdk.scheduleFor?.toISOString()).toBe('2031-01-02T02:04:00.000Z');
      expect(await stateOf(sdk.id)).toBe('queued');
    });

    it('takes scheduleIn as an ISO 8601 or a human-readable duration', async () => {
      const cases: [string, number][] = [
        ['P1DT2H3M4S', 93_784],
        ['1 day', 86_400],
        ['2 weeks', 1_209_600],
      ];
      for (const [text, seconds] of cases) {
        const before = Date.now();
        const task = await created(await create(`?${new URLSearchParams({ scheduleIn: text })}`));
        const due = Date.parse(task.scheduleFor ?? '') - before;
        expect([text, Math.round(due / 1000)]).toEqual([text, expect.closeTo(seconds, -1)]);
      }
      const sdk = await key.sdk.main.tasks.createTaskForLatestVersion({
        appName: 'Dex App',
        serviceName: 'JobSchedule',
        requestData: {},
        scheduleIn: 'PT1H',
      });
      expect(Math.round(((sdk.scheduleFor?.getTime() ?? 0) - Date.now()) / 60_000)).toBe(60);
    });

    it('answers a form it does not know with a 400 that names the accepted forms', async () => {
      for (const query of ['scheduleFor=next%20monday', 'scheduleIn=soon', 'scheduleInterval=1%20fortnight']) {
        const res = await create(`?${query}`);
        const body = await res.json();
        expect([query, res.status]).toEqual([query, 400]);
        expectSchema(body, 'Error');
        expect(body.message).toMatch(
          /YYYY-MM-DD hh:mm|must be a duration such as 2 hours, 1 day, 2 weeks or PT30M \(ISO 8601\), or a number of seconds/,
        );
      }
      const err = await failure(sdkTask({ scheduleIn: 'tomorrow' }));
      expect(err.status).toBe(400);
    });

    it('refuses a schedule in the words of the New task dialog, the query parameter named', async () => {
      const cases: [string, string][] = [
        ['scheduleIn=-5', 'scheduleIn cannot be negative.'],
        ['scheduleInterval=0', 'scheduleInterval must be at least 1 second.'],
        ['scheduleInterval=2147483648', 'scheduleInterval must be at most 2147483647 seconds (about 68 years).'],
        ['scheduleFor=2031-05-01&scheduleIn=1%20day', 'Choose either scheduleFor or scheduleIn, not both.'],
        [
          'scheduleFor=next%20monday',
          'scheduleFor must be a moment YYYY-MM-DD hh:mm[:ss[.ms]] [±HH:MM] (UTC without an offset) or a day YYYY-MM-DD.',
        ],
        [
          'scheduleFor=2020-01-01%2010:00',
          'The moment in scheduleFor has already passed. Choose a later one, or leave it empty to run the task at once.',
        ],
      ];
      for (const [query, message] of cases) {
        const res = await create(`?${query}`);
        const body = await res.json();
        expect([query, res.status, body.errorCode, body.message]).toEqual([query, 400, 10506, message]);
      }
    });

    it('takes a blank schedule parameter as not given, as the New task dialog does', async () => {
      const task = await created(await create('?scheduleFor=2031-05-01&scheduleIn=%20&scheduleInterval=%20%20'));
      expect([task.scheduleFor, task.scheduleInterval]).toEqual(['2031-05-01T00:00:00.000Z', null]);
    });
  });

  describe('repetition and groupIndex', () => {
    it('repeats a task with scheduleInterval, each run a new groupIndex from 0 under the same id; calls without groupIndex act on the last run', async () => {
      const task = await created(await create(`?${new URLSearchParams({ scheduleInterval: 'PT2S' })}`));
      expect([task.groupIndex, task.scheduleInterval]).toEqual([0, 2]);
      const last = await waitFor(
        async () => {
          const res = await key.fetch(`/tasks/${task.id}`);
          const body = (await res.json()) as Main.Task;
          return body.groupIndex >= 1 ? body : undefined;
        },
        60_000,
        'a second run',
      );
      expect(last).toMatchObject({ id: task.id, state: 'queued' });
      const first = await (await key.fetch(`/tasks/${task.id}?groupIndex=0`)).json();
      expect(first).toMatchObject({ id: task.id, groupIndex: 0 });

      // DELETE without groupIndex deletes the last (queued) run, which stops the repetition.
      const stoppedAt = await waitFor(
        async () => {
          const current = (await (await key.fetch(`/tasks/${task.id}`)).json()) as Main.Task;
          const res = await key.fetch(`/tasks/${task.id}`, { method: 'DELETE' });
          return res.status === 200 ? current.groupIndex : undefined;
        },
        60_000,
        'the last run to be deleted',
      );
      await new Promise((r) => setTimeout(r, 4000));
      const runs = (await key.sdk.main.tasks.listTasks({ limit: 100 })).current_batch.filter((t) => t.id === task.id);
      expect(Math.max(...runs.map((t) => t.groupIndex))).toBe(stoppedAt - 1);
      expect((await key.fetch(`/tasks/${task.id}?groupIndex=${stoppedAt}`)).status).toBe(404);

      // The response call without groupIndex serves the last remaining run once it completed.
      await waitFor(async () => ((await stateOf(task.id)) === 'completed' ? true : undefined), 60_000);
      const response = await key.fetch(`/tasks/${task.id}/response`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ status: 'completed' });
    });

    it('repeats through the SDK with a human-readable scheduleInterval', async () => {
      const task = await sdkTask({ scheduleFor: '2031-05-01 12:00', scheduleInterval: '1 day' });
      expect(task).toMatchObject({ groupIndex: 0, scheduleInterval: 86_400, state: 'queued' });
      await key.sdk.main.tasks.deleteTask({ id: task.id });
      expect((await failure(key.sdk.main.tasks.getTask({ id: task.id }))).status).toBe(404);
    });
  });

  describe('the latest version', () => {
    it("answers 'App {name} with latest tag doesn't exist' when no version the caller sees is tagged latest", async () => {
      // The latest tag cannot be explicitly disabled: 2.0 takes it, and only 1.0 is open to the caller.
      await publishAndWait(c.publisher, { name: 'Untagged', version: '1.0' });
      await publishAndWait(c.publisher, { name: 'Untagged', version: '2.0' });
      await openToEveryone(c.admin, 'Untagged', '1.0');
      const res = await create('', {}, 'Untagged/JobSchedule');
      const body = await res.json();
      expect(res.status).toBe(404);
      expectSchema(body, 'Error');
      expect(body.message).toBe("App Untagged with latest tag doesn't exist");
      const err = await failure(
        key.sdk.main.tasks.createTaskForLatestVersion({ appName: 'Untagged', serviceName: 'x', requestData: {} }),
      );
      expect([err.status, err.message]).toEqual([404, "App Untagged with latest tag doesn't exist"]);
      const tagged = await created(await create('', {}, 'Dex%20App/JobSchedule'));
      expect(tagged.appVersion).toBe('1.0');
    });
  });

  describe('interrupts and states', () => {
    const whileRunning = async (id: string) =>
      waitFor(async () => (['running', 'solving'].includes(await stateOf(id)) ? true : undefined), 60_000);

    it('ends a running task early as completed with interrupt-solve and as failed with interrupt-execution', async () => {
      const solve = await created(await create());
      await whileRunning(solve.id);
      const res = await key.fetch(`/tasks/${solve.id}`, {
        method: 'PUT',
        headers: json,
        body: JSON.stringify({ setstatus: 'interrupt-solve' }),
      });
      expect([res.status, (await res.json()).state]).toEqual([200, 'completed']);

      const exec = await sdkTask();
      await whileRunning(exec.id);
      const stopped = await key.sdk.main.tasks.updateTask({
        id: exec.id,
        taskUpdate: { setstatus: Main.TaskStatusCommand.Execution },
      });
      expect(stopped.state).toBe('failed');
    });

    it('moves through the documented v2 states queued, assigned, running, solving, completed', async () => {
      const hook = await hookReceiver();
      try {
        const task = await created(await create('', { taskStateHook: `${hook.base}/states` }));
        await waitFor(async () => ((await stateOf(task.id)) === 'completed' ? true : undefined), 60_000);
        await waitFor(async () => (hook.calls.length >= 5 ? true : undefined));
        expect(hook.calls.map((x) => x.query.get('task_state')).sort()).toEqual(
          ['assigned', 'completed', 'queued', 'running', 'solving'].sort(),
        );
        const assigned = await key.sdk.main.tasks.listTasks({ states: [Main.TaskState.Assigned] });
        expect(assigned.current_batch.every((t) => t.state === 'assigned')).toBe(true);
      } finally {
        await hook.close();
      }
    });
  });

  describe('the taskStateHook header', () => {
    it('calls the hook with PUT, task_uuid, task_state and at; a key parameter becomes an hmac of the task UUID', async () => {
      const hook = await hookReceiver();
      try {
        const task = await created(await create('', { taskStateHook: `${hook.base}/hook?key=s3cret&team=a` }));
        await waitFor(async () =>
          hook.calls.some((x) => x.query.get('task_state') === 'completed') ? true : undefined,
        );
        const expected = createHmac('sha256', 's3cret').update(task.id).digest('hex');
        for (const call of hook.calls) {
          expect(call).toMatchObject({ method: 'PUT', path: '/hook' });
          expect(call.query.get('task_uuid')).toBe(task.id);
          expect(call.query.get('hmac')).toBe(expected);
          expect(call.query.has('key')).toBe(false);
          expect(call.query.get('team')).toBe('a');
          expect(Number.isNaN(Date.parse(call.query.get('at') ?? ''))).toBe(false);
        }
        const sdk = await sdkTask({ taskStateHook: `${hook.base}/sdk` });
        await waitFor(async () =>
          hook.calls.some((x) => x.path === '/sdk' && x.query.get('task_uuid') === sdk.id) ? true : undefined,
        );
      } finally {
        await hook.close();
      }
    });

    it('calls the hook once per state change without following redirects, and a hook that never answers holds nothing up', async () => {
      const hook = await hookReceiver((path, res) => {
        if (path === '/moved') res.writeHead(302, { location: '/target' }).end();
        // '/silent' never answers: the sandbox gives up after its timeout
      });
      try {
        const moved = await created(await create('', { taskStateHook: `${hook.base}/moved` }));
        const silent = await created(await create('', { taskStateHook: `${hook.base}/silent` }));
        for (const id of [moved.id, silent.id])
          await waitFor(async () => ((await stateOf(id)) === 'completed' ? true : undefined), 60_000);
        await waitFor(async () => (hook.calls.filter((x) => x.path === '/moved').length >= 5 ? true : undefined));
        await new Promise((r) => setTimeout(r, 500));
        expect(hook.calls.filter((x) => x.path === '/moved')).toHaveLength(5);
        expect(hook.calls.filter((x) => x.path === '/target')).toEqual([]);
        expect(hook.calls.filter((x) => x.path === '/silent')).toHaveLength(5);
      } finally {
        await hook.close();
      }
    });

    it("refuses hooks to the sandbox's own address and to link-local or metadata addresses with a clear 400", async () => {
      const refused = [
        `${sandbox.baseUrl}/pro-api/v2/tasks`,
        `http://localhost:${new URL(sandbox.baseUrl).port}/anything`,
        'http://169.254.169.254/latest/meta-data/',
        'http://[fe80::1]/hook',
        'http://metadata.google.internal/computeMetadata/v1/',
        'ftp://example.com/hook',
      ];
      for (const url of refused) {
        const res = await create('', { taskStateHook: url });
        const body = await res.json();
        expect([url, res.status]).toEqual([url, 400]);
        expectSchema(body, 'Error');
        expect(body.message).toMatch(/^taskStateHook /);
      }
      const err = await failure(sdkTask({ taskStateHook: 'http://169.254.169.254/' }));
      expect(err.status).toBe(400);
      expect(err.message).toContain('link-local or cloud metadata');
    });
  });
});
