import { randomUUID } from 'node:crypto';
import { ICON_STORAGE_PATH } from '@pro-portal/rules';
import type { AppContext } from '../context.js';
import type { Db } from '../db/db.js';
import { SOLVER_SESSION_STATES, TASK_STATES, WEBUI_SESSION_STATES } from '@pro-portal/rules';
import { writeTaskResponse } from '../services/task-results.js';
import type { TaskRow } from '../services/task-rows.js';
import { nameKey } from '../services/validate.js';
import { DEMO_APPS, DEMO_CATEGORIES, type DemoApp } from './demo-apps.js';
import { iconPng } from './png.js';

const RELEASE_VERSION = '25.3.1.2-linux64-x64-vc143';
const slug = (app: DemoApp) => `${app.name}-${app.version}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

interface SeedUser {
  id: number;
  name: string;
  env: string;
}

async function seedApps(db: Db, ctx: AppContext): Promise<Map<string, { id: number; app: DemoApp }>> {
  const categories = new Map<string, number>();
  for (const value of DEMO_CATEGORIES) {
    const row = await db.one<{ id: number }>(
      'insert into app_categories (value, value_key) values ($1, $2) returning id',
      [value, nameKey(value)],
    );
    categories.set(value, row?.id as number);
  }
  const everyone = await db.query<{ entity: number }>(`select entity from groups where kind = 'everyone'`);
  const regular = await db.query<{ entity: number }>(
    `select entity from groups where kind = 'regular' order by id limit 1`,
  );
  const apps = new Map<string, { id: number; app: DemoApp }>();
  for (const [i, app] of DEMO_APPS.entries()) {
    const storedId = randomUUID();
    const label = `${slug(app)}.png`;
    const icon = iconPng(app.color);
    await ctx.files.saveBuffer(`icons/${label}`, icon);
    await db.query(
      `insert into storage_objects (path, label, file_key, size, content_type, description) values ($1, $2, $3, $4, 'image/png', $5)
       on conflict (path, label) do nothing`,
      [ICON_STORAGE_PATH, label, `icons/${label}`, icon.length, `Icon of ${app.name} ${app.version}`],
    );
    const pack = `apps/${storedId}/${slug(app)}.aimmspack`;
    const content = `demo package of ${app.name} ${app.version}\n${app.webui ? 'WebUI/webui.json\n' : 'WinUI project\n'}`;
    await ctx.files.saveBuffer(pack, content);
    const row = await db.one<{ id: number }>(
      `insert into apps (stored_id, name, version, name_key, version_key, description, category_id, is_latest, aimms_version_id,
         is_webui, icon_url, file_name, file_size, published_at, published_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, 'admin') returning id`,
      [
        storedId,
        app.name,
        app.version,
        nameKey(app.name),
        nameKey(app.version),
        app.description,
        app.category ? categories.get(app.category) : null,
        app.latest ?? !DEMO_APPS.some((o) => o !== app && o.name === app.name),
        RELEASE_VERSION,
        String(app.webui),
        `/icons/${label}`,
        pack,
        Buffer.byteLength(content),
        minutesAgo(60 * 24 * (30 - i)),
      ],
    );
    const id = row?.id as number;
    const entities = app.restricted ? regular : everyone;
    for (const g of entities)
      await db.query('insert into app_access (app_id, entity) values ($1, $2) on conflict do nothing', [id, g.entity]);
    apps.set(slug(app), { id, app });
  }
  return apps;
}

async function log(db: Db, kind: string, id: string, at: Date, lines: string[]) {
  for (const [i, message] of lines.entries()) {
    await db.query('insert into session_logs (kind, session_id, time, level, message) values ($1, $2, $3, $4, $5)', [
      kind,
      id,
      new Date(at.getTime() + i * 1000),
      /error|crash|fail/i.test(message) ? 'error' : 'info',
      message,
    ]);
  }
}

async function seedSessions(db: Db, users: SeedUser[], apps: { id: number; app: DemoApp }[]) {
  const webApps = apps.filter((a) => a.app.webui);
  let n = 0;
  for (const user of users) {
    const states = [
      ...WEBUI_SESSION_STATES.map((s) => ['webui', s] as const),
      ...SOLVER_SESSION_STATES.map((s) => ['solve', s] as const),
    ];
    for (const [kind, state] of states) {
      const { id: appId, app } = webApps[n++ % webApps.length];
      const id = randomUUID();
      const created = state === 'finished' ? minutesAgo(10 * 24 * 60 + n) : minutesAgo(5 + n * 17);
      const ended = ['crashed', 'terminated', 'timedout', 'finished', 'error'].includes(state);
      await db.query(
        `insert into sessions (id, kind, state, app_id, app_name, app_version, user_id, user_name, environment, description,
           created_at, started_at, running_at, ended_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
        [
          id,
          kind,
          state,
          appId,
          app.name,
          app.version,
          user.id,
          user.name,
          user.env,
          kind === 'solve' ? `Solve of ${app.name} (${state})` : null,
          created,
          state === 'created' || state === 'queued' ? null : new Date(created.getTime() + 20_000),
          ['running', 'finished', 'timedout', 'terminated', 'crashed', 'error'].includes(state)
            ? new Date(created.getTime() + 30_000)
            : null,
          ended ? new Date(created.getTime() + 600_000) : null,
        ],
      );
      await log(db, kind, id, created, [
        `Session created for ${app.name} ${app.version} by ${user.name}@${user.env}.`,
        `Session is ${state}.`,
      ]);
    }
  }
}

async function seedTasks(db: Db, ctx: AppContext, users: SeedUser[], apps: { id: number; app: DemoApp }[]) {
  let n = 0;
  for (const user of users) {
    // 'assigned' lasts a moment only: no demo task waits in it.
    for (const state of TASK_STATES.filter((s) => s !== 'assigned')) {
      const { id: appId, app } = apps[n++ % apps.length];
      const id = randomUUID();
      const created = state === 'completed' && n % 2 === 1 ? minutesAgo(10 * 24 * 60 + n) : minutesAgo(3 + n * 11);
      const request = { scenario: `demo-${n}`, horizon: 7 * ((n % 4) + 1), fail: state === 'failed' || undefined };
      const requestKey = `tasks/requests/${id}.json`;
      await ctx.files.saveBuffer(requestKey, JSON.stringify(request));
      const repeating = state === 'completed' && n % 2 === 0;
      const started = state === 'queued' ? null : new Date(created.getTime() + 5_000);
      const row = await db.one<TaskRow>(
        `insert into tasks (id, group_index, state, app_id, app_name, app_version, user_id, user_name, user_environment, service_name,
           created_at, schedule_for, schedule_interval, request_file, request_size, should_fail, started_at, solving_at, ended_at, next_step_at)
         values ($1, 0, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19) returning *`,
        [
          id,
          state,
          appId,
          app.name,
          app.version,
          user.id,
          user.name,
          user.env,
          n % 2 ? 'solve' : 'forecast',
          created,
          state === 'queued' ? new Date(Date.now() + 30 * 24 * 3600_000) : null,
          repeating ? 86400 : null,
          requestKey,
          JSON.stringify(request).length,
          state === 'failed',
          started,
          state === 'solving' || state === 'completed' || state === 'failed'
            ? new Date(created.getTime() + 8_000)
            : null,
          state === 'completed' || state === 'failed' ? new Date(created.getTime() + 42_000) : null,
          state === 'queued' ? new Date(Date.now() + 30 * 24 * 3600_000) : null,
        ],
      );
      if (row && state === 'completed') {
        const key = await writeTaskResponse(ctx.files, row, 'completed');
        await db.query('update tasks set response_file = $2 where id = $1 and group_index = 0', [id, key]);
      }
      await log(db, 'task', id, created, [`Task ${id} queued.`, `Task is ${state}.`]);
    }
  }
}

/**
 * Demo apps (with icons and access for every environment's everyone group), and WebUI sessions,
 * solver sessions and tasks in every state for the first users (finished solver sessions and some
 * completed tasks are 10 days old, so that a shorter retention removes them). Runs once: skipped when apps exist.
 */
export async function seedAppsAndJobs(db: Db, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  const existing = await db.one<{ n: number }>('select count(*)::int as n from apps');
  if ((existing?.n ?? 0) > 0) return;
  const apps = [...(await seedApps(db, ctx)).values()];
  const users = await db.query<SeedUser>(
    `select u.id, u.name, e.name as env from users u join environments e on e.id = u.environment_id order by u.id limit 4`,
  );
  await seedSessions(db, users, apps);
  await seedTasks(db, ctx, users, apps);
}
