import type { SessionManagerKind } from '@pro-portal/rules';
import { sql, type RawBuilder } from 'kysely';
import type { Caller } from '../context.js';
import type { Db } from '../db/db.js';
import { badRequest, forbidden } from '../errors.js';
import { parseMoment } from './logs.js';
import { autoResolution, bucketsOf, type Resolution } from './stats-buckets.js';

export interface AppStatsQuery {
  kind?: SessionManagerKind;
  from?: string;
  to?: string;
  resolution?: Resolution | 'auto';
  user?: string;
}

const WEEK = 7 * 24 * 3600_000;

const seconds = (later: string, earlier: string) =>
  sql<number>`greatest(0, extract(epoch from (${sql.ref(later)} - ${sql.ref(earlier)})))::float8`;
const none = sql<number | null>`null::float8`;

/** Per kind: the table, the rows of the kind, and how its run, launch and queue times are measured. */
function measures(kind: SessionManagerKind) {
  if (kind === 'task') {
    return {
      from: sql`tasks`,
      kindCondition: sql`true`,
      run: seconds('ended_at', 'started_at'),
      launch: none,
      queue: sql<number>`greatest(0, extract(epoch from (started_at - greatest(created_at, coalesce(schedule_for, created_at)))))::float8`,
    };
  }
  return {
    from: sql`sessions`,
    kindCondition: sql`kind = ${kind}`,
    run: seconds('ended_at', 'running_at'),
    launch: kind === 'webui' ? seconds('running_at', 'created_at') : seconds('running_at', 'started_at'),
    queue: kind === 'solve' ? seconds('started_at', 'created_at') : none,
  };
}

/** Whose sessions count: the caller's own (naming anyone else is refused), or for an admin everyone's or one user's. */
function userCondition(caller: Caller, user: string | undefined): RawBuilder<unknown> {
  if (caller.isAdmin) return user ? sql`lower(user_name) = ${user.toLowerCase()}` : sql`true`;
  if (user && user.toLowerCase() !== caller.username.toLowerCase()) {
    throw forbidden('Only admins may see the statistics of other users.');
  }
  return sql`user_id = ${caller.userId}`;
}

const num = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 1000) / 1000);

/** GET /stats/{app_name}: per bucket the average times of the sessions created in it and the sessions active in it. */
export async function appStats(db: Db, caller: Caller, appName: string, q: AppStatsQuery) {
  const kind = q.kind ?? 'webui';
  const to = parseMoment(q.to, 'to') ?? new Date();
  const from = parseMoment(q.from, 'from') ?? new Date(to.getTime() - WEEK);
  if (from >= to) throw badRequest('from must be before to.');
  const resolution = !q.resolution || q.resolution === 'auto' ? autoResolution(from, to) : q.resolution;
  const buckets = bucketsOf(from, to, resolution);
  const m = measures(kind);
  const jobs = sql`select created_at, started_at, ended_at, ${m.run} as run, ${m.launch} as launch, ${m.queue} as queue
    from ${m.from}
    where ${m.kindCondition} and lower(app_name) = ${appName.toLowerCase()} and ${userCondition(caller, q.user)}`;
  const values = sql.join(
    buckets.map((b) => sql`(${b.start.toISOString()}::timestamptz, ${b.stop.toISOString()}::timestamptz)`),
  );
  const inBucket = sql`j.created_at >= b.start and j.created_at < b.stop`;
  const { rows } = await sql<{ start: Date | string; run: unknown; launch: unknown; queue: unknown; active: unknown }>`
    with j as (${jobs}), b(start, stop) as (values ${values})
    select b.start,
      avg(j.run) filter (where ${inBucket} and j.ended_at is not null) as run,
      avg(j.launch) filter (where ${inBucket}) as launch,
      avg(j.queue) filter (where ${inBucket}) as queue,
      count(j.created_at) filter (where j.started_at < b.stop and coalesce(j.ended_at, now()) >= b.start) as active
    from b left join j on true
    group by b.start order by b.start`.execute(db.kysely);
  const { rows: counters } = await sql<{ total: unknown; running: unknown }>`
    with j as (${jobs})
    select count(*) as total, count(*) filter (where ended_at is null) as running
    from j where created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz`.execute(
    db.kysely,
  );
  return {
    kind,
    resolution,
    from: from.toISOString(),
    to: to.toISOString(),
    running: Number(counters[0]?.running ?? 0),
    total: Number(counters[0]?.total ?? 0),
    buckets: rows.map((r) => ({
      start: new Date(r.start).toISOString(),
      runSeconds: num(r.run),
      launchSeconds: num(r.launch),
      queueSeconds: num(r.queue),
      active: Number(r.active),
    })),
  };
}
