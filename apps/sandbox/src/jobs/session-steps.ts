import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context.js';
import { appendLog } from '../services/logs.js';
import type { SessionRow } from '../services/session-rows.js';
import { STEP_SECONDS, stepEnd } from './timing.js';

type Step = { to: string; after?: number; level?: 'info' | 'warning' | 'error'; message: string; set?: string };

/** The next state of a WebUI or solver session whose step time has come; undefined when it stays. */
function nextStep(row: SessionRow): Step | undefined {
  if (row.kind === 'webui') {
    switch (row.state) {
      case 'created':
        return {
          to: 'launching',
          after: STEP_SECONDS.webui.launching,
          message: 'Starting the application server.',
          set: 'started_at = now()',
        };
      case 'launching':
        return {
          to: 'running',
          after: STEP_SECONDS.webui.running,
          message: 'The WebUI is running.',
          set: 'running_at = now()',
        };
      case 'running':
        return {
          to: 'timedout',
          level: 'warning',
          message: 'The session timed out after a period without activity.',
          set: 'ended_at = now()',
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
        set: 'started_at = now()',
      };
    case 'initializing':
      return { to: 'ready', after: STEP_SECONDS.solve.ready, message: 'The solver is ready.' };
    case 'ready':
      return { to: 'running', after: STEP_SECONDS.solve.running, message: 'Solving.', set: 'running_at = now()' };
    case 'running':
      return fails
        ? { to: 'error', level: 'error', message: 'The solver stopped with an error.', set: 'ended_at = now()' }
        : { to: 'finished', message: 'The solve finished: optimal solution found.', set: 'ended_at = now()' };
  }
  return undefined;
}

/** Moves one session a step; a WebUI session that starts running also starts a solver session of its app. */
async function advanceSession(ctx: AppContext, row: SessionRow): Promise<void> {
  const step = nextStep(row);
  await ctx.db.tx(async (db) => {
    if (!step) {
      await db.query('update sessions set next_step_at = null where id = $1', [row.id]);
      return;
    }
    const next = step.after === undefined ? null : stepEnd(step.after, ctx.config.jobSpeed);
    const set = step.set ? `, ${step.set}` : '';
    const moved = await db.query(
      `update sessions set state = $2, next_step_at = $3${set} where id = $1 and state = $4 returning id`,
      [row.id, step.to, next, row.state],
    );
    if (moved.length === 0) return;
    await appendLog(db, row.kind, row.id, step.level ?? 'info', step.message);
    if (row.kind === 'webui' && step.to === 'running') {
      const solveId = randomUUID();
      await db.query(
        `insert into sessions (id, kind, state, app_id, app_name, app_version, user_id, user_name, environment, description, next_step_at)
         values ($1, 'solve', 'created', $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          solveId,
          row.app_id,
          row.app_name,
          row.app_version,
          row.user_id,
          row.user_name,
          row.environment,
          `Solve started from WebUI session ${row.id}`,
          stepEnd(STEP_SECONDS.solve.created, ctx.config.jobSpeed),
        ],
      );
      await appendLog(db, 'solve', solveId, 'info', `Solver session created by WebUI session ${row.id}.`);
    }
  });
}

export async function advanceSessions(ctx: AppContext, now: Date): Promise<void> {
  const due = await ctx.db.query<SessionRow>(
    'select * from sessions where next_step_at is not null and next_step_at <= $1 order by next_step_at limit 50',
    [now],
  );
  for (const row of due) await advanceSession(ctx, row);
}
