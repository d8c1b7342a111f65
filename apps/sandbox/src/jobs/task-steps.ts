import type { AppContext } from '../context.js';
import { appendLog } from '../services/logs.js';
import { notifyTaskHook } from '../services/task-hook.js';
import { writeTaskResponse } from '../services/task-results.js';
import { taskSessionId, toTask, type TaskRow } from '../services/task-rows.js';
import { STEP_SECONDS, stepEnd } from './timing.js';

async function move(
  ctx: AppContext,
  row: TaskRow,
  to: string,
  set: string,
  values: unknown[],
  message: string,
  level: 'info' | 'error' = 'info',
) {
  return ctx.db.tx(async (db) => {
    const updated = await db.one<TaskRow>(
      `update tasks set state = $3, ${set} where id = $1 and group_index = $2 and state = $${values.length + 4} returning *`,
      [row.id, row.group_index, to, ...values, row.state],
    );
    if (updated) await appendLog(db, 'task', taskSessionId(row), level, message);
    return updated;
  });
}

/** The next repeat of a task with a scheduleInterval: a new groupIndex, queued for one interval later. */
async function queueRepeat(ctx: AppContext, row: TaskRow): Promise<TaskRow | undefined> {
  if (!row.schedule_interval) return undefined;
  const base = new Date(row.schedule_for ?? row.created_at).getTime();
  const at = new Date(base + row.schedule_interval * 1000);
  const now = new Date();
  return ctx.db.tx(async (db) => {
    const next = await db.one<TaskRow>(
      `insert into tasks (id, group_index, state, app_id, app_name, app_version, app_deleted, user_id, user_name, user_environment,
         service_name, created_at, schedule_for, schedule_interval, pretty_format, hook_url, request_file, request_size, should_fail, next_step_at)
       select id, group_index + 1, 'queued', app_id, app_name, app_version, app_deleted, user_id, user_name, user_environment,
         service_name, $3, $4, schedule_interval, pretty_format, hook_url, request_file, request_size, should_fail, $5
         from tasks where id = $1 and group_index = $2
       on conflict do nothing returning *`,
      [row.id, row.group_index, now, at, stepEnd(STEP_SECONDS.task.queued, ctx.config.jobSpeed, at > now ? at : now)],
    );
    if (next)
      await appendLog(
        db,
        'task',
        taskSessionId(next),
        'info',
        `Repeat ${next.group_index} of task ${row.id} queued for ${at.toISOString()}.`,
      );
    return next;
  });
}

/** Moves one task run a step: queued -> assigned -> running -> solving -> completed (or failed when its request asks to). */
async function advanceTask(ctx: AppContext, row: TaskRow): Promise<void> {
  const speed = ctx.config.jobSpeed;
  let updated: TaskRow | undefined;
  let repeat: TaskRow | undefined;
  if (row.state === 'queued') {
    updated = await move(
      ctx,
      row,
      'assigned',
      'next_step_at = $4',
      [stepEnd(STEP_SECONDS.task.assigned, speed)],
      `Task assigned to a session of ${row.app_name} ${row.app_version}.`,
    );
    if (updated) repeat = await queueRepeat(ctx, row);
  } else if (row.state === 'assigned') {
    updated = await move(
      ctx,
      row,
      'running',
      'started_at = now(), next_step_at = $4',
      [stepEnd(STEP_SECONDS.task.running, speed)],
      `Task started: calling service ${row.service_name} of ${row.app_name} ${row.app_version}.`,
    );
  } else if (row.state === 'running') {
    updated = await move(
      ctx,
      row,
      'solving',
      'solving_at = now(), next_step_at = $4',
      [stepEnd(STEP_SECONDS.task.solving, speed)],
      'Solving the model.',
    );
  } else if (row.state === 'solving' && row.should_fail) {
    updated = await move(
      ctx,
      row,
      'failed',
      'ended_at = now(), next_step_at = null',
      [],
      'The service failed: the request data asked for a failure ("fail": true).',
      'error',
    );
  } else if (row.state === 'solving') {
    const responseFile = await writeTaskResponse(ctx.files, row, 'completed');
    updated = await move(
      ctx,
      row,
      'completed',
      'ended_at = now(), next_step_at = null, response_file = $4',
      [responseFile],
      'Task completed; the response data is available.',
    );
    if (!updated) await ctx.files.remove(responseFile);
  } else {
    await ctx.db.query('update tasks set next_step_at = null where id = $1 and group_index = $2', [
      row.id,
      row.group_index,
    ]);
  }
  if (updated) notifyTaskHook(updated.hook_url, toTask(updated));
  if (repeat) notifyTaskHook(repeat.hook_url, toTask(repeat));
}

export async function advanceTasks(ctx: AppContext, now: Date): Promise<void> {
  const due = await ctx.db.query<TaskRow>(
    'select * from tasks where next_step_at is not null and next_step_at <= $1 order by next_step_at limit 50',
    [now],
  );
  for (const row of due) await advanceTask(ctx, row);
}
