import type { Db } from '../db/db.js';
import type { SessionRow } from '../services/session-rows.js';
import type { TaskRow } from '../services/task-rows.js';

/** Seconds each simulated step takes at JOB_SPEED 1; the simulator divides them by JOB_SPEED. */
export const STEP_SECONDS = {
  publish: 4,
  webui: { created: 2, launching: 3, running: 3600 },
  solve: { created: 1, queued: 3, initializing: 2, ready: 2, running: 8 },
  task: { queued: 3, assigned: 1, running: 3, solving: 4 },
} as const;

/** The moment a step of `seconds` (at real time) ends when started at `from`, scaled by the job speed. */
export function stepEnd(seconds: number, jobSpeed: number, from = new Date()): Date {
  return new Date(from.getTime() + Math.max(1, Math.round((seconds * 1000) / jobSpeed)));
}

/** When the next step of any publish, task or session is due (ms since the epoch); Infinity when none is waiting. */
export async function nextStepDue(db: Db): Promise<number> {
  const row = await db.kysely
    .selectNoFrom((eb) => [
      eb
        .selectFrom('publish_jobs')
        .select((s) => s.fn.min('due_at').as('at'))
        .where('state', '=', 'publishing')
        .as('publishes'),
      eb
        .selectFrom('tasks')
        .select((s) => s.fn.min('next_step_at').as('at'))
        .as('tasks'),
      eb
        .selectFrom('sessions')
        .select((s) => s.fn.min('next_step_at').as('at'))
        .as('sessions'),
    ])
    .executeTakeFirst();
  const times = [row?.publishes, row?.tasks, row?.sessions].flatMap((at) => (at ? [new Date(at).getTime()] : []));
  return times.length ? Math.min(...times) : Infinity;
}

/** The sessions or tasks whose next step is due at `now`, the longest due first, at most 50 a round. */
export async function dueJobs(db: Db, table: 'sessions', now: Date): Promise<SessionRow[]>;
export async function dueJobs(db: Db, table: 'tasks', now: Date): Promise<TaskRow[]>;
export async function dueJobs(db: Db, table: 'sessions' | 'tasks', now: Date) {
  return db.kysely
    .selectFrom(table)
    .selectAll()
    .where('next_step_at', 'is not', null)
    .where('next_step_at', '<=', now)
    .orderBy('next_step_at')
    .limit(50)
    .execute();
}
