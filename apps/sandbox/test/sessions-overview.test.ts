import { SessionManager } from '@pro-portal/sdk';
import { backends, beforeAllValue, publishAndWait, waitFor } from '@pro-portal/test-harness';
import { useRoleClients } from './support/suite';
import { expectSchema } from './support/spec-schemas';
import { failure, openToEveryone } from './support/apps-jobs-support';

const K = SessionManager.SessionKind;
const SM = 'session-manager-v1.yaml';
jest.setTimeout(180_000);

describe.each(backends)('the sessions overview of every kind (%s)', (backend) => {
  const { sandbox, c } = useRoleClients({ backend, env: { JOB_SPEED: '20' } });
  /** The ids of a running and of a terminated WebUI session of the user. */
  const ids = beforeAllValue(async () => {
    await publishAndWait(c.publisher, { name: 'Overview App', version: '1.0', content: 'WebUI/webui.json' });
    await openToEveryone(c.admin, 'Overview App', '1.0');
    const launch = () =>
      c.user.sessions.sessions.launchWebUISession({
        webUISessionLaunchRequest: { appName: 'Overview App', appVersion: '1.0' },
      });
    const running = (await launch()).id;
    const terminated = (await launch()).id;
    await c.user.sessions.sessions.terminateSession({ kind: K.Webui, sessionId: terminated });
    await waitFor(async () => {
      const s = await c.user.sessions.sessions.getSession({ kind: K.Webui, sessionId: running });
      return s.state === 'running' ? true : undefined;
    });
    return { running, terminated };
  });

  const all = (client = c.admin, q: SessionManager.ListAllSessionsRequest = {}) =>
    client.sessions.sessions.listAllSessions({ limit: 1000, ...q });

  it('lists every kind for an admin and only their own for others, with the total over all pages', async () => {
    const admin = await all();
    expectSchema(admin, 'OverviewSessionList', SM);
    expect(new Set(admin.sessions.map((s) => s.kind))).toEqual(new Set(['webui', 'solve', 'task']));
    expect(new Set(admin.sessions.map((s) => s.user)).size).toBeGreaterThan(1);
    expect(admin.total).toBe(admin.sessions.length);
    const own = await all(c.user);
    expect(own.sessions.map((s) => s.user)).toEqual(own.sessions.map(() => 'user'));
    expect(own.sessions.map((s) => s.id)).toEqual(expect.arrayContaining([ids.running, ids.terminated]));
    expect(own.total).toBe(admin.sessions.filter((s) => s.user === 'user').length);

    const first = await all(c.admin, { limit: 3 });
    const second = await all(c.admin, { limit: 3, offset: 3 });
    expect(first.sessions).toHaveLength(3);
    expect(first.total).toBe(admin.total);
    expect(second.sessions.map((s) => s.id)).toEqual(admin.sessions.slice(3, 6).map((s) => s.id));
    const created = admin.sessions.map((s) => new Date(s.created_at).getTime());
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('filters over any column and sorts by any column', async () => {
    const webui = await all(c.admin, { filter: ['kind=webui', 'state=running,terminated'] });
    expect(webui.sessions.length).toBeGreaterThan(0);
    for (const s of webui.sessions)
      expect([s.kind, ['running', 'terminated'].includes(s.state)]).toEqual(['webui', true]);
    const long = await all(c.admin, { filter: ['run_time>=60'] });
    expect(long.sessions.every((s) => s.run_time >= 60)).toBe(true);
    // The running WebUI session started a solver session of its app too.
    const named = await all(c.admin, { filter: ['app_name~overview', 'kind!=solve'] });
    expect(named.sessions.map((s) => s.id).sort()).toEqual([ids.running, ids.terminated].sort());
    // The creation time compares as a moment, the same as created_after and created_before.
    const times = (await all()).sessions.map((s) => s.created_at.getTime()).sort((a, b) => a - b);
    const middle = new Date(times[Math.floor(times.length / 2)]).toISOString();
    const from = await all(c.admin, { filter: [`created_at>=${middle}`] });
    const before = await all(c.admin, { filter: [`created_at<${middle}`] });
    expect(from.total + before.total).toBe(times.length);
    expect(from.total).toBe(times.filter((t) => t >= Date.parse(middle)).length);
    expect(before.sessions.every((s) => s.created_at.getTime() < Date.parse(middle))).toBe(true);
    expect(from.total).toBe((await all(c.admin, { createdAfter: middle })).total);
    const byRun = await all(c.admin, { sort: 'peak_memory_mi', order: SessionManager.ListAllSessionsOrderEnum.Asc });
    const peaks = byRun.sessions.map((s) => s.peak_memory_mi);
    expect(peaks).toEqual([...peaks].sort((a, b) => a - b));
    const byUser = await all(c.admin, { sort: 'user', order: SessionManager.ListAllSessionsOrderEnum.Asc });
    const users = byUser.sessions.map((s) => s.user.toLowerCase());
    expect(users).toEqual([...users].sort());
  });

  it('gives figures that fit the state: peaks within the limits once run, none before, GbHour from the run time', async () => {
    const { sessions } = await all();
    for (const s of sessions) {
      const ran = !['created', 'queued', 'launching', 'initializing', 'ready', 'assigned'].includes(s.state);
      if (s.run_time === 0 && !ran) expect([s.id, s.peak_memory_mi, s.peak_cpu_m, s.gb_hour]).toEqual([s.id, 0, 0, 0]);
      expect(s.peak_memory_mi).toBeLessThanOrEqual(s.memory_limit_mi);
      expect(s.peak_cpu_m).toBeLessThanOrEqual(s.cpu_limit_m);
      expect(s.memory_utilisation).toBeCloseTo((s.peak_memory_mi / s.memory_limit_mi) * 100, 0);
      expect(s.gb_hour).toBeCloseTo((s.memory_limit_mi / 1024) * (s.run_time / 3600), 3);
    }
    const mine = (await all(c.user)).sessions;
    const live = mine.find((s) => s.id === ids.running)!;
    expect(live.peak_memory_mi).toBeGreaterThan(0);
    expect(live.peak_cpu_m).toBeGreaterThan(0);
    const stopped = mine.find((s) => s.id === ids.terminated)!;
    expect(stopped.state).toBe('terminated');
  });

  it('records the events of a session as they happen, oldest first, a terminated one ending terminated', async () => {
    const events = await c.user.sessions.sessions.getSessionEvents({ kind: K.Webui, sessionId: ids.running });
    expectSchema(events, 'SessionEvents', SM);
    expect(events.events.map((e) => e.event)).toEqual(['created', 'launching', 'running']);
    const times = events.events.map((e) => e.time);
    expect(times).toEqual([...times].sort());
    const ended = await c.user.sessions.sessions.getSessionEvents({ kind: K.Webui, sessionId: ids.terminated });
    expect(ended.events.map((e) => e.event)).toEqual(['created', 'terminated']);
    const other = (await all(c.admin, { filter: ['user!=user'] })).sessions[0];
    expect(
      (await failure(c.user.sessions.sessions.getSessionEvents({ kind: other.kind, sessionId: other.id }))).status,
    ).toBe(404);
    const seeded = await c.admin.sessions.sessions.getSessionEvents({ kind: other.kind, sessionId: other.id });
    expect(seeded.events.at(-1)?.event).toBe(other.state);
  });

  it('aggregates per breakdown: counts add up and each summary is ordered min <= p50 <= p95 <= max', async () => {
    const { total } = await all();
    const stats = await c.admin.sessions.sessions.getSessionStats({
      breakdown: [SessionManager.GetSessionStatsBreakdownEnum.User, SessionManager.GetSessionStatsBreakdownEnum.Month],
    });
    expectSchema(stats, 'SessionStats', SM);
    expect(stats.groups.reduce((n, g) => n + g.count, 0)).toBe(total);
    for (const g of stats.groups) {
      expect(Object.keys(g.keys)).toEqual(['user', 'month']);
      for (const m of Object.values(g.metrics)) {
        expect(m.min).toBeLessThanOrEqual(m.p50);
        expect(m.p50).toBeLessThanOrEqual(m.p95);
        expect(m.p95).toBeLessThanOrEqual(m.max);
        expect(m.avg).toBeGreaterThanOrEqual(m.min - 0.01);
      }
    }
    const own = await c.user.sessions.sessions.getSessionStats({ filter: ['kind=webui'] });
    expect(own.groups).toHaveLength(1);
    expect(own.groups[0].count).toBe((await all(c.user, { filter: ['kind=webui'] })).total);
    // An empty list of breakdowns (the SDK sends 'breakdown=') is none: one group of all.
    const none = await c.user.sessions.sessions.getSessionStats({ breakdown: [] });
    expect(none.breakdown).toEqual([]);
    expect(none.groups).toHaveLength(1);
    expect(none.groups[0].count).toBe((await all(c.user, {})).total);
  });

  it.each([
    ['sessions?filter=state', 'not <column><operator><value>'],
    ['sessions?filter=colour%3Dred', "unknown column 'colour'"],
    ['sessions?filter=run_time%3Dlong', 'needs a number'],
    ['sessions?filter=user%3E3', 'compares text'],
    [
      'sessions?filter=created_at%3Csoon',
      "The filter on created_at must be an ISO-8601 date or date-time, got 'soon'.",
    ],
    ['sessions?filter=created_at%3E%3D12', 'must be an ISO-8601 date or date-time'],
    ['sessions?sort=colour', "Cannot sort by 'colour'"],
    ['sessions?created_after=N', "created_after must be an ISO-8601 date or date-time, got 'N'."],
    [
      'sessions/webui?created_before=2024-02-30x',
      "created_before must be an ISO-8601 date or date-time, got '2024-02-30x'.",
    ],
    ['sessions?order=sideways', ''],
    ['sessions?limit=0', ''],
    ['session-stats?breakdown=weekday', ''],
    ['sessions/desktop/x/events', ''],
  ])('answers GET %s with 400 and the Error schema', async (path, text) => {
    const res = await fetch(`${sandbox.baseUrl}/pro/session-manager/v1/${path}`, {
      headers: { cookie: c.user.cookie },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string };
    expectSchema(body, 'Error', SM);
    expect(body.message).toContain(text);
  });
});
