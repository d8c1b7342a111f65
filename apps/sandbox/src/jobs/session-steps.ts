import { randomUUID } from 'node:crypto';
import type { UpdateObject } from 'kysely';
import type { AppContext } from '../context.js';
import { sqlNow } from '../db/db.js';
import type { Database } from '../db/schema.js';
import { appendLog } from '../services/logs.js';
import type { SessionRow } from '../services/session-rows.js';
import { STEP_SECONDS, stepEnd } from './timing.js';

type Step = {
  to: string;
  after?: number;
  level?: 'info' | 'warning' | 'error';
  message: string;
  /** Further columns the step sets, such as the moment it started. */
  set?: UpdateObject<Database, 'sessions'>;
};

/** The next state of a WebUI or solver session whose step time has come; undefined when it stays. */
function nextStep(row: SessionRow): Step | undefined {
  if (row.kind === 'webui') {
    switch (row.state) {
      case 'created':
        return {
          to: 'launching',
          after: STEP_SECONDS.webui.launching,
          message: 'Starting the application server.',
          set: { started_at: sqlNow() },
        };
      case 'launching':
        return {
          to: 'running',
          after: STEP_SECONDS.webui.running,
          message: 'The WebUI is running.',
          set: { running_at: sqlNow() },
        };
      case 'running':
        return {
          to: 'timedout',
          level: 'warning',
          message: 'The session timed out after a period without activity.',
          set: { ended_at: sqlNow() },
        };
    }
    return undefined;
  }
  const fails = (row.description ?? '').toLowerCase().includes('fail');
  switch (row.state) {
    case 'created':
      return { to: 'queued', after: STEP_SECONDS.solve.queued, message: 'Waiting for a solver slot.' };
    case 'queued':
      return {
        to: 'initializing',
        after: STEP_SECONDS.solve.initializing,
        message: 'Initializing the solver.',
        set: { started_at: sqlNow() },
      };
    case 'initializing':
      return { to: 'ready', after: STEP_SECONDS.solve.ready, message: 'The solver is ready.' };
    case 'ready':
      return { to: 'running', after: STEP_SECONDS.solve.running, message: 'Solving.', set: { running_at: sqlNow() } };
    case 'running':
      return fails
        ? { to: 'error', level: 'error', message: 'The solver stopped with an error.', set: { ended_at: sqlNow() } }
        : { to: 'finished', message: 'The solve finished: optimal solution found.', set: { ended_at: sqlNow() } };
  }
  return undefined;
}

/** Moves one session a step; a WebUI session that starts running also starts a solver session of its app. */
async function advanceSession(ctx: AppContext, row: SessionRow): Promise<void> {
  const step = nextStep(row);
  await ctx.db.tx(async (db) => {
    if (!step) {
      await db.kysely.updateTable('sessions').set({ next_step_at: null }).where('id', '=', row.id).execute();
      return;
    }
    const next = step.after === undefined ? null : stepEnd(step.after, ctx.config.jobSpeed);
    const moved = await db.kysely
      .updateTable('sessions')
      .set({ state: step.to, next_step_at: next, ...step.set })
      .where('id', '=', row.id)
      .where('state', '=', row.state)
      .returning('id')
      .executeTakeFirst();
    if (!moved) return;
    await appendLog(db, row.kind, row.id, step.level ?? 'info', step.message);
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
    }
  });
}

export async function advanceSessions(ctx: AppContext, now: Date): Promise<void> {
  const due = await ctx.db.kysely
    .selectFrom('sessions')
    .selectAll()
    .where('next_step_at', 'is not', null)
    .where('next_step_at', '<=', now)
    .orderBy('next_step_at')
    .limit(50)
    .execute();
  for (const row of due) await advanceSession(ctx, row);
}
