import { randomUUID } from 'node:crypto';
import type { UpdateObject } from 'kysely';
import type { AppContext } from '../context.js';
import { sqlNow } from '../db/db.js';
import type { Database } from '../db/schema.js';
import { appendLog } from '../services/logs.js';
import { recordEvent } from '../services/session-events.js';
import type { SessionRow } from '../services/session-rows.js';
import { STEP_SECONDS, dueJobs, stepEnd } from './timing.js';

type SessionChanges = UpdateObject<Database, 'sessions'>;
type Step = {
  to: string;
  level?: 'info' | 'warning' | 'error';
  message: string;
  /** Further columns the step sets: the moment the session started, began running or ended. */
  set?: SessionChanges;
};

const STARTED: SessionChanges = { started_at: sqlNow() };
const RUNNING: SessionChanges = { running_at: sqlNow() };
const ENDED: SessionChanges = { ended_at: sqlNow() };

/** The step out of each state of a WebUI session. */
const WEBUI_STEPS: Record<string, Step> = {
  created: { to: 'launching', set: STARTED, message: 'Starting the application server.' },
  launching: { to: 'running', set: RUNNING, message: 'The WebUI is running.' },
  running: {
    to: 'timedout',
    set: ENDED,
    level: 'warning',
    message: 'The session timed out after a period without activity.',
  },
};

/** The step out of each state of a solver session but running, whose end depends on the session. */
const SOLVE_STEPS: Record<string, Step> = {
  created: { to: 'queued', message: 'Waiting for a solver slot.' },
  queued: { to: 'initializing', set: STARTED, message: 'Initializing the solver.' },
  initializing: { to: 'ready', message: 'The solver is ready.' },
  ready: { to: 'running', set: RUNNING, message: 'Solving.' },
};
const SOLVE_FAILED: Step = { to: 'error', set: ENDED, level: 'error', message: 'The solver stopped with an error.' };
const SOLVE_FINISHED: Step = { to: 'finished', set: ENDED, message: 'The solve finished: optimal solution found.' };

/** The next state of a WebUI or solver session whose step time has come; undefined when it stays. */
function nextStep(row: SessionRow): Step | undefined {
  if (row.kind === 'webui') return Object.hasOwn(WEBUI_STEPS, row.state) ? WEBUI_STEPS[row.state] : undefined;
  if (row.state === 'running')
    return (row.description ?? '').toLowerCase().includes('fail') ? SOLVE_FAILED : SOLVE_FINISHED;
  return Object.hasOwn(SOLVE_STEPS, row.state) ? SOLVE_STEPS[row.state] : undefined;
}

/** How long the state a step enters lasts at JOB_SPEED 1; undefined for the states that end the session. */
function secondsIn(kind: SessionRow['kind'], state: string): number | undefined {
  const seconds: Record<string, number> = STEP_SECONDS[kind];
  return Object.hasOwn(seconds, state) ? seconds[state] : undefined;
}

/** Moves one session a step; a WebUI session that starts running also starts a solver session of its app. */
async function advanceSession(ctx: AppContext, row: SessionRow): Promise<void> {
  const step = nextStep(row);
  await ctx.db.tx(async (db) => {
    if (!step) {
      await db.kysely.updateTable('sessions').set({ next_step_at: null }).where('id', '=', row.id).execute();
      return;
    }
    const after = secondsIn(row.kind, step.to);
    const next = after === undefined ? null : stepEnd(after, ctx.config.jobSpeed);
    const moved = await db.kysely
      .updateTable('sessions')
      .set({ state: step.to, next_step_at: next, ...step.set })
      .where('id', '=', row.id)
      .where('state', '=', row.state)
      .returning('id')
      .executeTakeFirst();
    if (!moved) return;
    await appendLog(db, row.kind, row.id, step.level ?? 'info', step.message);
    await recordEvent(db, row.kind, row.id, step.to);
    if (row.kind === 'webui' && step.to === 'running') {
      const solveId = randomUUID();
      await db.kysely
        .insertInto('sessions')
        .values({
          id: solveId,
          kind: 'solve',
          state: 'created',
          app_id: row.app_id,
          app_name: row.app_name,
          app_version: row.app_version,
          user_id: row.user_id,
          user_name: row.user_name,
          environment: row.environment,
          description: `Solve started from WebUI session ${row.id}`,
          next_step_at: stepEnd(STEP_SECONDS.solve.created, ctx.config.jobSpeed),
        })
        .execute();
      await appendLog(db, 'solve', solveId, 'info', `Solver session created by WebUI session ${row.id}.`);
      await recordEvent(db, 'solve', solveId, 'created');
    }
  });
}

export async function advanceSessions(ctx: AppContext, now: Date): Promise<void> {
  const due = await dueJobs(ctx.db, 'sessions', now);
  for (const row of due) await advanceSession(ctx, row);
}
