import { SessionManager } from '@pro-portal/sdk';
import { backends, publishAndWait, waitFor } from '@pro-portal/test-harness';
import { useRoleClients } from './support/suite';
import { expectSchema } from './support/spec-schemas';
import { failure, openToEveryone, type Client } from './support/apps-jobs-support';
const K = SessionManager.SessionKind;
const S = SessionManager.ListSessionsStatesEnum;

jest.setTimeout(180_000);
const SM = 'session-manager-v1.yaml';

describe.each(backends)('launching and the session manager (%s)', (backend) => {
  const { sandbox, c } = useRoleClients({ backend, env: { JOB_SPEED: '20' } });

  beforeAll(async () => {
    await publishAndWait(c.publisher, { name: 'Web App', version: '1.0', content: 'WebUI/webui.json' });
    await publishAndWait(c.publisher, { name: 'Web App', version: '2.0', content: 'WebUI/webui.json' });
    await publishAndWait(c.publisher, { name: 'Desk App', version: '1.0', content: 'desktop' });
    for (const [n, v] of [
      ['Web App', '1.0'],
      ['Web App', '2.0'],
      ['Desk App', '1.0'],
    ])
      await openToEveryone(c.admin, n, v);
  });

  const webui = (client: Client, id: string) => client.sessions.sessions.getSession({ kind: K.Webui, sessionId: id });

  it('allows delete and terminate of the seeded sessions exactly in the states that allow them', async () => {
    const rules = {
      [K.Webui]: { del: ['crashed', 'terminated', 'timedout'], term: ['created', 'launching', 'running'] },
      [K.Solve]: {
        del: ['finished', 'terminated', 'error'],
        term: ['created', 'queued', 'initializing', 'ready', 'running'],
      },
    };
    for (const kind of [K.Webui, K.Solve] as const) {
      const own = (await c.admin.sessions.sessions.listSessions({ kind, limit: 1000 })).sessions.filter(
        (s) => s.user === 'admin',
      );
      expect(new Set(own.map((s) => s.state))).toEqual(new Set([...rules[kind].del, ...rules[kind].term]));
      for (const s of own) {
        const deleted = await c.admin.sessions.sessions.deleteSession({ kind, sessionId: s.id }).then(
          () => 204,
          (e) => e.status,
        );
        expect([s.state, deleted]).toEqual([s.state, rules[kind].del.includes(s.state) ? 204 : 409]);
        if (deleted === 204) continue;
        await c.admin.sessions.sessions.terminateSession({ kind, sessionId: s.id });
        expect((await c.admin.sessions.sessions.getSession({ kind, sessionId: s.id })).state).toBe('terminated');
      }
    }
  });

  it('answers bad launch bodies with 400 and creates nothing', async () => {
    const before = (await c.user.sessions.sessions.listSessions({ kind: K.Webui })).total;
    const res = await fetch(`${sandbox.baseUrl}/pro/session-manager/v1/sessions/webui`, {
      method: 'POST',
      headers: { cookie: c.user.cookie, 'content-type': 'application/json' },
      body: '{"appVersion":"1.0"}',
    });
    expect(res.status).toBe(400);
    expectSchema(await res.json(), 'Error', SM);
    const wrongKind = await fetch(`${sandbox.baseUrl}/pro/session-manager/v1/sessions/desktop`, {
      headers: { cookie: c.user.cookie },
    });
    expect(wrongKind.status).toBe(400);
    expect((await c.user.sessions.sessions.listSessions({ kind: K.Webui })).total).toBe(before);
  });

  it('launches a WebUI app: a session moving created -> launching -> running and a link to the stand-in page', async () => {
    const launch = await c.user.main.portal.launchApp({
      launchRequest: { appName: 'Web App', appVersion: '1.0', deviceId: 'dev-1' },
    });
    expectSchema(launch, 'LaunchResponse');
    expect(launch).toMatchObject({ isWebUI: true, appVersion: '1.0', launchLink: `/apps/${launch.instanceId}/` });
    await waitFor(async () => ((await webui(c.user, launch.instanceId)).state === 'running' ? true : undefined));
    const path = (
      await c.user.sessions.sessions.getSessionLogs({ kind: K.Webui, sessionId: launch.instanceId })
    ).entries.map((e) => e.message);
    expect(path).toEqual(expect.arrayContaining(['Starting the application server.', 'The WebUI is running.']));
    expect(path.indexOf('Starting the application server.')).toBeLessThan(path.indexOf('The WebUI is running.'));
    const page = await fetch(`${sandbox.baseUrl}${launch.launchLink}`, { headers: { cookie: c.user.cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Web App 1.0');
    const logs = await c.user.sessions.sessions.getSessionLogs({ kind: K.Webui, sessionId: launch.instanceId });
    expectSchema(logs, 'SessionLogs', SM);
    expect(logs.entries.map((e) => e.message).join('\n')).toMatch(/running/);
  });

  it('launches the latest version and answers isWebUI false for a WinUI app', async () => {
    const latest = await c.user.main.portal.launchApp({
      launchRequest: { appName: 'Web App', appVersion: 'latest', deviceId: 'd' },
    });
    expect(latest.appVersion).toBe('2.0');
    const winui = await c.user.main.portal.launchApp({
      launchRequest: { appName: 'Desk App', appVersion: '1.0', deviceId: 'd' },
    });
    expect(winui.isWebUI).toBe(false);
    expect(
      (
        await failure(
          c.user.main.portal.launchApp({ launchRequest: { appName: 'Nope', appVersion: '1', deviceId: 'd' } }),
        )
      ).status,
    ).toBe(404);
  });

  it('reports a launch started with POST /launching until it runs', async () => {
    const started = await c.user.main.launching.startLaunching({
      launchingRequest: { appName: 'Web App', appVersion: '1.0' },
    });
    expectSchema(started, 'LaunchingStatus');
    expect(started.state).toBe('starting');
    const running = await waitFor(async () => {
      const s = await c.user.main.launching.getLaunchingStatus({ appInstanceId: started.appInstanceId });
      return s.state === 'running' ? s : undefined;
    });
    expect(running.launchLink).toBe(`/apps/${started.appInstanceId}/`);
    expect((await failure(c.admin.main.launching.getLaunchingStatus({ appInstanceId: 'unknown' }))).status).toBe(404);
  });

  it('terminates and deletes WebUI sessions only in the states that allow it', async () => {
    const s = await c.user.sessions.sessions.launchWebUISession({
      webUISessionLaunchRequest: { appName: 'Web App', appVersion: '1.0' },
    });
    expectSchema(s, 'Session', SM);
    const early = await failure(c.user.sessions.sessions.deleteSession({ kind: K.Webui, sessionId: s.id }));
    expect(early.status).toBe(409);
    expectSchema(early.body, 'Error', SM);
    await c.user.sessions.sessions.terminateSession({ kind: K.Webui, sessionId: s.id });
    expect((await webui(c.user, s.id)).state).toBe('terminated');
    expect((await failure(c.user.sessions.sessions.terminateSession({ kind: K.Webui, sessionId: s.id }))).status).toBe(
      409,
    );
    await c.user.sessions.sessions.deleteSession({ kind: K.Webui, sessionId: s.id });
    expect((await failure(webui(c.user, s.id))).status).toBe(404);
  });

  it('runs solver sessions to finished; terminate refused then, delete allowed', async () => {
    const solve = await waitFor(
      async () => {
        const list = await c.user.sessions.sessions.listSessions({ kind: K.Solve, states: [S.Finished] });
        return list.sessions[0];
      },
      30_000,
      'a finished solver session',
    );
    expectSchema(solve, 'Session', SM);
    expect(solve.run_time).toBeGreaterThan(0);
    expect(
      (await failure(c.user.sessions.sessions.terminateSession({ kind: K.Solve, sessionId: solve.id }))).status,
    ).toBe(409);
    await c.user.sessions.sessions.deleteSession({ kind: K.Solve, sessionId: solve.id });
  });

  it('lists sessions with paging and filters; users see their own, admins all', async () => {
    await c.admin.sessions.sessions.launchWebUISession({
      webUISessionLaunchRequest: { appName: 'Web App', appVersion: '2.0' },
    });
    const mine = await c.user.sessions.sessions.listSessions({ kind: K.Webui, offset: 0, limit: 10 });
    expectSchema(mine, 'SessionList', SM);
    expect(mine.sessions.every((s) => s.user === 'user')).toBe(true);
    const all = await c.admin.sessions.sessions.listSessions({ kind: K.Webui, limit: 100 });
    expect(all.sessions.some((s) => s.user === 'admin')).toBe(true);
    const page = await c.user.sessions.sessions.listSessions({ kind: K.Webui, offset: 1, limit: 1 });
    expect(page.total).toBe(mine.total);
    expect(page.sessions[0].id).toBe(mine.sessions[1].id);
    const v2 = await c.admin.sessions.sessions.listSessions({
      kind: K.Webui,
      appName: 'Web App',
      appVersion: '2.0',
      limit: 100,
    });
    expect(v2.sessions.every((s) => s.app_version === '2.0')).toBe(true);
    const future = await c.admin.sessions.sessions.listSessions({
      kind: K.Webui,
      createdAfter: new Date(Date.now() + 3600_000).toISOString(),
    });
    expect(future.total).toBe(0);
    const past = await c.admin.sessions.sessions.listSessions({ kind: K.Webui, createdBefore: '2000-01-01' });
    expect(past.total).toBe(0);
    const bad = await failure(c.admin.sessions.sessions.listSessions({ kind: K.Webui, createdAfter: 'not a date' }));
    expect(bad.status).toBe(400);
  });

  it('filters logs by time, text and page, also through the deprecated calls', async () => {
    const s = await c.user.sessions.sessions.launchWebUISession({
      webUISessionLaunchRequest: { appName: 'Web App', appVersion: '1.0' },
    });
    await waitFor(async () => ((await webui(c.user, s.id)).state === 'running' ? true : undefined));
    const all = await c.user.sessions.sessions.getSessionLogs({ kind: K.Webui, sessionId: s.id });
    expect(all.total).toBeGreaterThanOrEqual(3);
    const found = await c.user.sessions.sessions.getSessionLogs({
      kind: K.Webui,
      sessionId: s.id,
      contains: 'RUNNING',
    });
    expect(found.entries.length).toBeGreaterThan(0);
    expect(found.entries.every((e) => /running/i.test(e.message))).toBe(true);
    const page = await c.user.sessions.sessions.getSessionLogs({ kind: K.Webui, sessionId: s.id, offset: 1, limit: 1 });
    expect(page.entries).toEqual([all.entries[1]].map((e) => ({ ...e })));
    const none = await c.user.sessions.sessions.getSessionLogs({
      kind: K.Webui,
      sessionId: s.id,
      toTime: '2000-01-01T00:00:00Z',
    });
    expect(none.total).toBe(0);
    const after = await c.user.sessions.sessions.getSessionLogs({
      kind: K.Webui,
      sessionId: s.id,
      fromTime: all.entries[1].time.toISOString(),
    });
    expect(after.total).toBe(all.total - 1);
    const legacy = await c.user.sessions.sessions.getWebUISessionLogsLegacy({ sessionId: s.id });
    expect(legacy.total).toBe(all.total);
    expect((await failure(c.admin.sessions.sessions.getSessionLogs({ kind: K.Webui, sessionId: 'nope' }))).status).toBe(
      404,
    );
  });

  it('launches task sessions and keeps the task rules', async () => {
    const t = await c.user.sessions.sessions.launchTaskSession({
      taskSessionLaunchRequest: { appName: 'Web App', appVersion: '1.0', serviceName: 'svc' },
    });
    expectSchema(t, 'Session', SM);
    await waitFor(async () =>
      (await c.user.sessions.sessions.getSession({ kind: K.Task, sessionId: t.id })).state === 'completed'
        ? true
        : undefined,
    );
    expect((await failure(c.user.sessions.sessions.terminateSession({ kind: K.Task, sessionId: t.id }))).status).toBe(
      409,
    );
    const logs = await c.user.sessions.sessions.getTaskSessionLogsLegacy({ sessionId: t.id });
    expect(logs.total).toBeGreaterThan(0);
    const list = await c.user.sessions.sessions.listSessions({ kind: K.Task, states: [S.Completed] });
    expect(list.sessions.map((s) => s.id)).toContain(t.id);
    await c.user.sessions.sessions.deleteSession({ kind: K.Task, sessionId: t.id });
    expect((await failure(c.user.sessions.sessions.getSession({ kind: K.Task, sessionId: t.id }))).status).toBe(404);
  });

  it("marks sessions of deleted apps with '<deleted>' when include_deleted_apps is true", async () => {
    await publishAndWait(c.publisher, { name: 'Doomed', version: '1.0', content: 'WebUI/webui.json' });
    const s = await c.publisher.sessions.sessions.launchWebUISession({
      webUISessionLaunchRequest: { appName: 'Doomed', appVersion: '1.0' },
    });
    await c.publisher.main.applications.deleteApplication({ projectName: 'Doomed', projectVersion: '1.0' });
    const hidden = await c.publisher.sessions.sessions.listSessions({ kind: K.Webui, appName: 'Doomed' });
    expect(hidden.total).toBe(0);
    const shown = await c.publisher.sessions.sessions.listSessions({
      kind: K.Webui,
      appName: 'Doomed',
      includeDeletedApps: true,
    });
    expect(shown.sessions[0]).toMatchObject({ id: s.id, app_version: '1.0<deleted>' });
    expect(shown.sessions[0].environment).toMatch(/<deleted>$/);
    const one = await c.publisher.sessions.sessions.getSession({
      kind: K.Webui,
      sessionId: s.id,
      includeDeletedApps: true,
    });
    expect(one.app_version).toBe('1.0<deleted>');
  });

  it('needs a signed-in caller', async () => {
    const res = await fetch(`${sandbox.baseUrl}/pro/session-manager/v1/sessions/webui`);
    expect(res.status).toBe(401);
    expectSchema(await res.json(), 'Error', SM);
  });
});
