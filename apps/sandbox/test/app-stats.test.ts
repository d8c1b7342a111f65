import { SessionManager } from '@pro-portal/sdk';
import { backends } from '@pro-portal/test-harness';
import { queryStored } from './support/stored-rows';
import { useRoleClients } from './support/suite';
import { failure, type Client } from './support/apps-jobs-support';
const K = SessionManager.SessionKind;
const R = SessionManager.StatsResolution;

jest.setTimeout(180_000);

const APP = 'Stats App';
const at = (t: string) => `2024-03-${t}Z`;

/**
 * Sessions and tasks with known moments, stored as the simulator would have left them (Monday 4 and Tuesday 5 March):
 * user: webui 10:00 (launch 30 s, run 3600 s), webui 10:20 (launch 10 s, still running), solve 10:00 (queue 60 s,
 * launch 30 s, run 600 s); pub: webui on the 5th 09:00 (launch 20 s, run 1800 s), task 12:00 (queue 5 s, run 40 s).
 * A webui session of another app counts nowhere.
 */
const SEED = [
  `
insert into sessions (id, kind, state, app_name, app_version, user_id, user_name, environment, created_at, started_at, running_at, ended_at)
select s.id, s.kind, s.state, s.app, '1.0', u.id, u.name, 'ROOT', s.c::timestamptz, s.st::timestamptz, s.r::timestamptz, s.e::timestamptz
from (values
  ('st-w1', 'webui', 'terminated', '${APP}', 'user', '${at('04T10:00:00')}', '${at('04T10:00:01')}', '${at('04T10:00:30')}', '${at('04T11:00:30')}'),
  ('st-w2', 'webui', 'running', '${APP}', 'user', '${at('04T10:20:00')}', '${at('04T10:20:01')}', '${at('04T10:20:10')}', null),
  ('st-w3', 'webui', 'timedout', 'stats app', 'pub', '${at('05T09:00:00')}', '${at('05T09:00:01')}', '${at('05T09:00:20')}', '${at('05T09:30:20')}'),
  ('st-w4', 'webui', 'running', 'Other App', 'user', '${at('04T10:00:00')}', '${at('04T10:00:01')}', '${at('04T10:00:02')}', null),
  ('st-s1', 'solve', 'finished', '${APP}', 'user', '${at('04T10:00:00')}', '${at('04T10:01:00')}', '${at('04T10:01:30')}', '${at('04T10:11:30')}')
) as s(id, kind, state, app, who, c, st, r, e)
join users u on u.name = s.who`,
  `insert into tasks (id, group_index, state, app_name, app_version, user_id, user_name, user_environment, service_name, created_at, started_at, ended_at)
select 'st-t1', 0, 'completed', '${APP}', '1.0', u.id, u.name, 'ROOT', 'solve', '${at('04T12:00:00')}', '${at('04T12:00:05')}', '${at('04T12:00:45')}'
from users u where u.name = 'pub'`,
];

describe.each(backends)('App Stats (%s)', (backend) => {
  const { sandbox, c } = useRoleClients({ backend });

  beforeAll(async () => {
    // Keep the 2024 sessions: retention would remove ended ones older than its days.
    await c.admin.main.customization.updateRetentionSettings({ retentionSettings: { jobRetentionTime: 36500 } });
    for (const statement of SEED) await queryStored(sandbox, statement);
  });

  const stats = (client: Client, q: Omit<SessionManager.GetAppStatsRequest, 'appName'>) =>
    client.sessions.sessions.getAppStats({ appName: APP, ...q });
  const twoDays = { from: '2024-03-04', to: '2024-03-06' };
  const bucket = (s: SessionManager.AppStats, iso: string) => s.buckets.find((b) => b.start.toISOString() === iso);

  it('averages the times of the sessions created in each hour and counts those active in it', async () => {
    const s = await stats(c.admin, { ...twoDays, kind: K.Webui, resolution: R.Hour });
    expect([s.resolution, s.buckets.length, s.total, s.running]).toEqual(['hour', 48, 3, 1]);
    expect(bucket(s, '2024-03-04T10:00:00.000Z')).toMatchObject({
      launchSeconds: 20,
      runSeconds: 3600,
      queueSeconds: null,
      active: 2,
    });
    expect(bucket(s, '2024-03-04T11:00:00.000Z')).toMatchObject({ launchSeconds: null, runSeconds: null, active: 2 });
    expect(bucket(s, '2024-03-04T12:00:00.000Z')?.active).toBe(1);
    expect(bucket(s, '2024-03-04T09:00:00.000Z')?.active).toBe(0);
    expect(bucket(s, '2024-03-05T09:00:00.000Z')).toMatchObject({ launchSeconds: 20, runSeconds: 1800, active: 2 });
  });

  it('groups by day, week and month, weeks starting on Monday', async () => {
    const days = await stats(c.admin, { ...twoDays, resolution: R.Day });
    expect(days.buckets.map((b) => [b.start.toISOString(), b.launchSeconds, b.runSeconds, b.active])).toEqual([
      ['2024-03-04T00:00:00.000Z', 20, 3600, 2],
      ['2024-03-05T00:00:00.000Z', 20, 1800, 2],
    ]);
    const weeks = await stats(c.admin, { from: '2024-03-06', to: '2024-03-20', resolution: R.Week });
    expect(weeks.buckets.map((b) => b.start.toISOString())).toEqual([
      '2024-03-04T00:00:00.000Z',
      '2024-03-11T00:00:00.000Z',
      '2024-03-18T00:00:00.000Z',
    ]);
    expect(weeks.total).toBe(0);
    const months = await stats(c.admin, { from: '2024-02-15', to: '2024-04-01', resolution: R.Month });
    expect(months.buckets.map((b) => [b.start.toISOString(), b.launchSeconds])).toEqual([
      ['2024-02-01T00:00:00.000Z', null],
      ['2024-03-01T00:00:00.000Z', 20],
    ]);
  });

  it('picks hours, days, weeks or months for the range when the resolution is auto or absent', async () => {
    const auto = async (from: string, to: string) => {
      const s = await stats(c.admin, { from, to, resolution: R.Auto });
      return [s.resolution, s.buckets.length];
    };
    expect(await auto('2024-03-04', '2024-03-06')).toEqual(['hour', 48]);
    expect(await auto('2024-03-01', '2024-04-01')).toEqual(['day', 31]);
    expect(await auto('2024-01-01', '2024-07-01')).toEqual(['week', 26]);
    expect(await auto('2023-01-01', '2025-01-01')).toEqual(['month', 24]);
    const byDefault = await stats(c.admin, { to: '2024-03-06' });
    expect([byDefault.kind, byDefault.resolution, byDefault.from.toISOString()]).toEqual([
      'webui',
      'day',
      '2024-02-28T00:00:00.000Z',
    ]);
  });

  it('measures solver queue and launch times and task queue and run times', async () => {
    const solve = await stats(c.admin, { ...twoDays, kind: K.Solve, resolution: R.Day });
    expect(solve.buckets[0]).toMatchObject({ queueSeconds: 60, launchSeconds: 30, runSeconds: 600, active: 1 });
    expect([solve.total, solve.running]).toEqual([1, 0]);
    const task = await stats(c.admin, { ...twoDays, kind: K.Task, resolution: R.Day });
    expect(task.buckets[0]).toMatchObject({ queueSeconds: 5, launchSeconds: null, runSeconds: 40, active: 1 });
    expect([task.total, task.running]).toEqual([1, 0]);
  });

  it("shows users their own sessions, admins everyone's or one user's, and refuses users naming someone else", async () => {
    const own = await stats(c.user, { ...twoDays, resolution: R.Day });
    expect([own.total, own.running, own.buckets[1].active, own.buckets[1].launchSeconds]).toEqual([2, 1, 1, null]);
    expect((await stats(c.user, { ...twoDays, user: 'USER' })).total).toBe(2);
    expect((await stats(c.publisher, { ...twoDays })).total).toBe(1);
    const pubOnly = await stats(c.admin, { ...twoDays, user: 'pub', resolution: R.Day });
    expect([pubOnly.total, pubOnly.running, pubOnly.buckets[0].active]).toEqual([1, 0, 0]);
    expect(await failure(stats(c.user, { ...twoDays, user: 'pub' }))).toMatchObject({ status: 403 });
  });

  it('answers bad dates, resolutions, kinds and too long series with 400 and the Error schema', async () => {
    const get = (query: string) =>
      fetch(`${sandbox.baseUrl}/pro/session-manager/v1/stats/${encodeURIComponent(APP)}?${query}`, {
        headers: { cookie: c.user.cookie },
      });
    for (const query of [
      'from=yesterday',
      'to=2024-13-45',
      'resolution=fortnight',
      'kind=desktop',
      'from=2024-03-06&to=2024-03-04',
      'from=2024-03-04&to=2024-03-04',
      'from=2000-01-01&to=2024-01-01&resolution=hour',
    ]) {
      const res = await get(query);
      const body = (await res.json()) as Record<string, unknown>;
      expect([query, res.status, Object.keys(body).sort()]).toEqual([query, 400, ['errorCode', 'errorId', 'message']]);
    }
    // A moment the contract's pattern refuses is answered in the words of the range's own rule.
    const bad = (await (await get('from=yesterday')).json()) as { message: string };
    expect(bad.message).toBe("from must be an ISO-8601 date or date-time, got 'yesterday'.");
  });
});
