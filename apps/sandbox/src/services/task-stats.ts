import { TASK_STATES, type TaskState } from '@pro-portal/rules';
import { sql } from 'kysely';
import type { Caller } from '../context.js';
import { countAll, type Db } from '../db/db.js';
import { jobCondition, type JobFilter } from './job-filters.js';
import { dayBound } from './tasks.js';

export interface TaskStatsQuery {
  appName?: string;
  appVersion?: string;
  before?: string;
  after?: string;
  listAll?: boolean;
}

/** Whose tasks a statistic covers: the caller's, or everyone's for an admin asking listAll (as GET /tasks). */
const owner = (caller: Caller, listAll: boolean | undefined) => (listAll && caller.isAdmin ? undefined : caller.userId);

/** Seconds between when a run could start (created, or scheduled later) and when it started. */
const queueSeconds = sql<number>`greatest(0, extract(epoch from (started_at - greatest(created_at, coalesce(schedule_for, created_at)))))::float8`;
/** Seconds between a run's start and its end. */
const runSeconds = sql<number>`greatest(0, extract(epoch from (ended_at - started_at)))::float8`;

const round3 = (n: number | null | undefined) => Math.round(Number(n ?? 0) * 1000) / 1000;

async function stateCounts(db: Db, filter: JobFilter): Promise<Record<TaskState, number>> {
  const rows = await db.kysely
    .selectFrom('tasks')
    .where((eb) => jobCondition(eb, filter))
    .select(['state', countAll])
    .groupBy('state')
    .execute();
  const counts = Object.fromEntries(TASK_STATES.map((s) => [s, 0])) as Record<TaskState, number>;
  for (const row of rows) if (row.state in counts) counts[row.state as TaskState] = Number(row.n);
  return counts;
}

/** GET /tasks/stats: runs per state and their queue and run times, over the runs the filter selects. */
export async function taskStats(db: Db, caller: Caller, q: TaskStatsQuery) {
  const filter: JobFilter = {
    userId: owner(caller, q.listAll),
    appName: q.appName,
    appVersion: q.appVersion,
    createdFrom: q.after ? dayBound(q.after, 'after', false) : undefined,
    createdBefore: q.before ? dayBound(q.before, 'before', true) : undefined,
  };
  const states = await stateCounts(db, filter);
  const times = await db.kysely
    .selectFrom('tasks')
    .where((eb) => jobCondition(eb, filter))
    .select([
      sql<number | null>`avg(${queueSeconds}) filter (where started_at is not null)`.as('queueAverage'),
      sql<number | null>`max(${queueSeconds}) filter (where started_at is not null)`.as('queueMaximum'),
      sql<number | null>`avg(${runSeconds}) filter (where started_at is not null and ended_at is not null)`.as(
        'runAverage',
      ),
      sql<number | null>`max(${runSeconds}) filter (where started_at is not null and ended_at is not null)`.as(
        'runMaximum',
      ),
    ])
    .executeTakeFirstOrThrow();
  return {
    total: Object.values(states).reduce((a, b) => a + b, 0),
    states,
    queueTime: { average: round3(times.queueAverage), maximum: round3(times.queueMaximum) },
    runTime: { average: round3(times.runAverage), maximum: round3(times.runMaximum) },
  };
}

/** GET /tasks/stats/current: the runs waiting and running now. */
export async function currentTaskStats(db: Db, caller: Caller, listAll: boolean | undefined) {
  const at = new Date();
  const filter: JobFilter = { userId: owner(caller, listAll), states: ['queued', 'assigned', 'running', 'solving'] };
  const states = await stateCounts(db, filter);
  const scheduled = await db.kysely
    .selectFrom('tasks')
    .where((eb) => jobCondition(eb, { ...filter, states: ['queued'] }))
    .where('schedule_for', '>', at)
    .select(countAll)
    .executeTakeFirstOrThrow();
  return {
    at: at.toISOString(),
    queued: states.queued,
    scheduled: Number(scheduled.n),
    assigned: states.assigned,
    running: states.running,
    solving: states.solving,
    active: states.assigned + states.running + states.solving,
  };
}
