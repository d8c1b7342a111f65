import { randomUUID } from 'node:crypto';
import { ICON_STORAGE_PATH } from '@pro-portal/rules';
import type { AppContext } from '../context.js';
import { countAll, type Db } from '../db/db.js';
import type { GroupKind } from '../db/schema.js';
import { SOLVER_SESSION_STATES, TASK_STATES, WEBUI_SESSION_STATES, type SessionManagerKind } from '@pro-portal/rules';
import { writeTaskResponse } from '../services/task-results.js';
import { nameKey } from '../services/validate.js';
import { DEMO_APPS, DEMO_CATEGORIES, type DemoApp } from './demo-apps.js';
import { iconPng } from './png.js';
import { recordEvent } from '../services/session-events.js';

const RELEASE_VERSION = '25.3.1.2-linux64-x64-vc143';
const slug = (app: DemoApp) => `${app.name}-${app.version}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

/** The first users, with their environment's name: they own the demo sessions and tasks. */
const seedUsers = (db: Db) =>
  db.kysely
    .selectFrom('users as u')
    .innerJoin('environments as e', 'e.id', 'u.environment_id')
    .select(['u.id', 'u.name', 'e.name as env'])
    .orderBy('u.id')
    .limit(4)
    .execute();
type SeedUser = Awaited<ReturnType<typeof seedUsers>>[number];
type SeededApp = { id: number; app: DemoApp };

/** The app and user columns that sessions and tasks share. */
const runBy = (user: SeedUser, { id, app }: SeededApp) => ({
  app_id: id,
  app_name: app.name,
  app_version: app.version,
  user_id: user.id,
  user_name: user.name,
});

async function seedApps(db: Db, ctx: AppContext): Promise<Map<string, SeededApp>> {
  const categories = new Map<string, string>();
  for (const value of DEMO_CATEGORIES) {
    const row = await db.kysely
      .insertInto('app_categories')
      .values({ value, value_key: nameKey(value) })
      .returning('id')
      .executeTakeFirstOrThrow();
    categories.set(value, row.id);
  }
  const groupsOfKind = (kind: GroupKind) =>
    db.kysely.selectFrom('groups').select('entity').where('kind', '=', kind).orderBy('id');
  const everyone = await groupsOfKind('everyone').execute();
  const regular = await groupsOfKind('regular').limit(1).execute();
  const apps = new Map<string, SeededApp>();
  for (const [i, app] of DEMO_APPS.entries()) {
    const storedId = randomUUID();
    const label = `${slug(app)}.png`;
    const icon = iconPng(app.color);
    await ctx.files.saveBuffer(`icons/${label}`, icon);
    await db.kysely
      .insertInto('storage_objects')
      .values({
        path: ICON_STORAGE_PATH,
        label,
        file_key: `icons/${label}`,
        size: icon.length,
        content_type: 'image/png',
        description: `Icon of ${app.name} ${app.version}`,
      })
      .onConflict((oc) => oc.columns(['path', 'label']).doNothing())
      .execute();
    const pack = `apps/${storedId}/${slug(app)}.aimmspack`;
    const content = `demo package of ${app.name} ${app.version}\n${app.webui ? 'WebUI/webui.json\n' : 'WinUI project\n'}`;
    await ctx.files.saveBuffer(pack, content);
    const { id } = await db.kysely
      .insertInto('apps')
      .values({
        stored_id: storedId,
        name: app.name,
        version: app.version,
        name_key: nameKey(app.name),
        version_key: nameKey(app.version),
        description: app.description,
        category_id: app.category ? categories.get(app.category) : null,
        is_latest: app.latest ?? !DEMO_APPS.some((o) => o !== app && o.name === app.name),
        aimms_version_id: RELEASE_VERSION,
        is_webui: String(app.webui),
        icon_url: `/icons/${label}`,
        file_name: pack,
        file_size: Buffer.byteLength(content),
        published_at: minutesAgo(60 * 24 * (30 - i)),
        published_by: 'admin',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const entities = app.restricted ? regular : everyone;
    if (entities.length > 0)
      await db.kysely
        .insertInto('app_access')
        .values(entities.map((g) => ({ app_id: id, entity: g.entity })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    apps.set(slug(app), { id, app });
  }
  return apps;
}

async function log(db: Db, kind: string, id: string, at: Date, lines: string[]) {
  await db.kysely
    .insertInto('session_logs')
    .values(
      lines.map((message, i) => ({
        kind,
        session_id: id,
        time: new Date(at.getTime() + i * 1000),
        level: /error|crash|fail/i.test(message) ? 'error' : 'info',
        message,
      })),
    )
    .execute();
}

/** The events of a seeded job: its first state when created, then each stamp it has, ending in its state. */
async function seedEvents(
  db: Db,
  kind: SessionManagerKind,
  id: string,
  state: string,
  stamps: { created: Date; started?: Date | null; running?: Date | null; ended?: Date | null },
) {
  const first = kind === 'task' ? 'queued' : 'created';
  const events: [string, Date][] = [[first, stamps.created]];
  if (stamps.started && state !== first)
    events.push([kind === 'webui' ? 'launching' : kind === 'solve' ? 'initializing' : 'running', stamps.started]);
  if (stamps.running && kind !== 'task') events.push(['running', stamps.running]);
  const [lastEvent, lastAt] = events[events.length - 1];
  if (stamps.ended) events.push([state, stamps.ended]);
  else if (lastEvent !== state) events.push([state, new Date(lastAt.getTime() + 1000)]);
  for (const [event, at] of events) await recordEvent(db, kind, id, event, at);
}

async function seedSessions(db: Db, users: SeedUser[], apps: SeededApp[]) {
  const webApps = apps.filter((a) => a.app.webui);
  let n = 0;
  for (const user of users) {
    const states = [
      ...WEBUI_SESSION_STATES.map((s) => ['webui', s] as const),
      ...SOLVER_SESSION_STATES.map((s) => ['solve', s] as const),
    ];
    for (const [kind, state] of states) {
      const seeded = webApps[n++ % webApps.length];
      const { app } = seeded;
      const id = randomUUID();
      const created = state === 'finished' ? minutesAgo(10 * 24 * 60 + n) : minutesAgo(5 + n * 17);
      const ended = ['crashed', 'terminated', 'timedout', 'finished', 'error'].includes(state);
      await db.kysely
        .insertInto('sessions')
        .values({
          id,
          kind,
          state,
          ...runBy(user, seeded),
          environment: user.env,
          description: kind === 'solve' ? `Solve of ${app.name} (${state})` : null,
          created_at: created,
          started_at: state === 'created' || state === 'queued' ? null : new Date(created.getTime() + 20_000),
          running_at: ['running', 'finished', 'timedout', 'terminated', 'crashed', 'error'].includes(state)
            ? new Date(created.getTime() + 30_000)
            : null,
          ended_at: ended ? new Date(created.getTime() + 600_000) : null,
        })
        .execute();
      await seedEvents(db, kind, id, state, {
        created,
        started: state === 'created' || state === 'queued' ? null : new Date(created.getTime() + 20_000),
        running: ['running', 'finished', 'timedout', 'terminated', 'crashed', 'error'].includes(state)
          ? new Date(created.getTime() + 30_000)
          : null,
        ended: ended ? new Date(created.getTime() + 600_000) : null,
      });
      await log(db, kind, id, created, [
        `Session created for ${app.name} ${app.version} by ${user.name}@${user.env}.`,
        `Session is ${state}.`,
      ]);
    }
  }
}

async function seedTasks(db: Db, ctx: AppContext, users: SeedUser[], apps: SeededApp[]) {
  let n = 0;
  for (const user of users) {
    // 'assigned' lasts a moment only: no demo task waits in it.
    for (const state of TASK_STATES.filter((s) => s !== 'assigned')) {
      const seeded = apps[n++ % apps.length];
      const id = randomUUID();
      const created = state === 'completed' && n % 2 === 1 ? minutesAgo(10 * 24 * 60 + n) : minutesAgo(3 + n * 11);
      const request = { scenario: `demo-${n}`, horizon: 7 * ((n % 4) + 1), fail: state === 'failed' || undefined };
      const requestKey = `tasks/requests/${id}.json`;
      await ctx.files.saveBuffer(requestKey, JSON.stringify(request));
      const repeating = state === 'completed' && n % 2 === 0;
      const ended = state === 'completed' || state === 'failed';
      const inMonth = state === 'queued' ? new Date(Date.now() + 30 * 24 * 3600_000) : null;
      const row = await db.kysely
        .insertInto('tasks')
        .values({
          id,
          group_index: 0,
          state,
          ...runBy(user, seeded),
          user_environment: user.env,
          service_name: n % 2 ? 'solve' : 'forecast',
          created_at: created,
          schedule_for: inMonth,
          schedule_interval: repeating ? 86400 : null,
          request_file: requestKey,
          request_size: JSON.stringify(request).length,
          request_content_type: 'application/json',
          should_fail: state === 'failed',
          assigned_at: state === 'queued' ? null : new Date(created.getTime() + 5_000),
          started_at: state === 'queued' ? null : new Date(created.getTime() + 5_000),
          solving_at: state === 'solving' || ended ? new Date(created.getTime() + 8_000) : null,
          ended_at: ended ? new Date(created.getTime() + 42_000) : null,
          next_step_at: inMonth,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (state === 'completed') {
        const key = await writeTaskResponse(ctx.files, row, 'completed');
        await db.kysely
          .updateTable('tasks')
          .set({ response_file: key })
          .where('id', '=', id)
          .where('group_index', '=', 0)
          .execute();
      }
      await seedEvents(db, 'task', id, state, {
        created,
        started: row.started_at,
        ended: row.ended_at,
      });
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
  const existing = await db.kysely.selectFrom('apps').select(countAll).executeTakeFirstOrThrow();
  if (existing.n > 0) return;
  const apps = [...(await seedApps(db, ctx)).values()];
  const users = await seedUsers(db);
  await seedSessions(db, users, apps);
  await seedTasks(db, ctx, users, apps);
}
