import { FINAL_STATES } from '@pro-portal/rules';
import type { AppContext } from '../context.js';
import { jobRetentionDays } from '../services/settings.js';
import { taskSessionId } from '../services/task-rows.js';

/** Days to keep jobs (the retention settings' jobRetentionTime); undefined when not a positive number. */
async function retentionDays(ctx: AppContext): Promise<number | undefined> {
  const days = Number(await jobRetentionDays(ctx.db));
  return Number.isFinite(days) && days > 0 ? days : undefined;
}

/** Whether a task left (another run of a repeating task) still reads this request file. */
async function stillRequested(ctx: AppContext, requestFile: string): Promise<boolean> {
  const row = await ctx.db.kysely
    .selectFrom('tasks')
    .select('id')
    .where('request_file', '=', requestFile)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes ended tasks and sessions created more than jobRetentionTime days ago, with their logs and files. */
export async function applyRetention(ctx: AppContext, now = new Date()): Promise<number> {
  const days = await retentionDays(ctx);
  if (days === undefined) return 0;
  const cutoff = new Date(now.getTime() - days * 24 * 3600 * 1000);
  // A retention longer than the calendar reaches back keeps every job.
  if (Number.isNaN(cutoff.getTime())) return 0;
  const { tasks, sessions } = await ctx.db.tx(async (db) => {
    const tasks = await db.kysely
      .deleteFrom('tasks')
      .where('created_at', '<', cutoff)
      .where('state', 'in', FINAL_STATES.task)
      .returning(['id', 'group_index', 'response_file', 'request_file'])
      .execute();
    const sessions = await db.kysely
      .deleteFrom('sessions')
      .where('created_at', '<', cutoff)
      .where((eb) =>
        eb.or([
          eb.and([eb('kind', '=', 'webui'), eb('state', 'in', FINAL_STATES.webui)]),
          eb.and([eb('kind', '=', 'solve'), eb('state', 'in', FINAL_STATES.solver)]),
        ]),
      )
      .returning(['id', 'kind'])
      .execute();
    const logs = [
      ...tasks.map((t) => ({ kind: 'task', sessionId: taskSessionId(t) })),
      ...sessions.map((s) => ({ kind: s.kind, sessionId: s.id })),
    ];
    for (const { kind, sessionId } of logs) {
      await db.kysely.deleteFrom('session_logs').where('kind', '=', kind).where('session_id', '=', sessionId).execute();
      await db.kysely
        .deleteFrom('session_events')
        .where('kind', '=', kind)
        .where('session_id', '=', sessionId)
        .execute();
    }
    return { tasks, sessions };
  });
  for (const t of tasks) {
    if (t.response_file) await ctx.files.remove(t.response_file);
    if (t.request_file && !(await stillRequested(ctx, t.request_file))) await ctx.files.remove(t.request_file);
  }
  return tasks.length + sessions.length;
}
