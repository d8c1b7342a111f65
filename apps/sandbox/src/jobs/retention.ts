import { FINAL_STATES } from '@pro-portal/rules';
import type { AppContext } from '../context.js';
import { jobRetentionDays } from '../services/settings.js';

/** Days to keep jobs (the retention settings' jobRetentionTime); undefined when not a positive number. */
async function retentionDays(ctx: AppContext): Promise<number | undefined> {
  const days = Number(await jobRetentionDays(ctx.db));
  return Number.isFinite(days) && days > 0 ? days : undefined;
}

/** Removes ended tasks and sessions created more than jobRetentionTime days ago, with their logs and files. */
export async function applyRetention(ctx: AppContext, now = new Date()): Promise<number> {
  const days = await retentionDays(ctx);
  if (days === undefined) return 0;
  const cutoff = new Date(now.getTime() - days * 24 * 3600 * 1000);
  // A retention longer than the calendar reaches back keeps every job.
  if (Number.isNaN(cutoff.getTime())) return 0;
  const { tasks, sessions } = await ctx.db.tx(async (db) => {
    const tasks = await db.query<{
      id: string;
      group_index: number;
      response_file: string | null;
      request_file: string | null;
    }>(
      `delete from tasks where created_at < $1 and state = any($2::text[]) returning id, group_index, response_file, request_file`,
      [cutoff, FINAL_STATES.task],
    );
    const sessions = await db.query<{ id: string; kind: string }>(
      `delete from sessions where created_at < $1 and ((kind = 'webui' and state = any($2::text[])) or (kind = 'solve' and state = any($3::text[])))
       returning id, kind`,
      [cutoff, FINAL_STATES.webui, FINAL_STATES.solver],
    );
    for (const t of tasks) {
      await db.query(`delete from session_logs where kind = 'task' and session_id = $1`, [
        t.group_index ? `${t.id}.${t.group_index}` : t.id,
      ]);
    }
    for (const s of sessions)
      await db.query('delete from session_logs where kind = $1 and session_id = $2', [s.kind, s.id]);
    return { tasks, sessions };
  });
  for (const t of tasks) {
    if (t.response_file) await ctx.files.remove(t.response_file);
    const left = await ctx.db.one('select 1 from tasks where request_file = $1 limit 1', [t.request_file]);
    if (t.request_file && !left) await ctx.files.remove(t.request_file);
  }
  return tasks.length + sessions.length;
}
