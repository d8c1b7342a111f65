import type { UpdateObject } from 'kysely';
import type { AppContext } from '../context.js';
import { sqlNow } from '../db/db.js';
import type { Database } from '../db/schema.js';
import { appendLog } from '../services/logs.js';
import { recordEvent } from '../services/session-events.js';
import { notifyTaskHook } from '../services/task-hook.js';
import { writeTaskResponse } from '../services/task-results.js';
import { TASK_FAILURES, taskSessionId, toTask, type TaskRow } from '../services/task-rows.js';
import { STEP_SECONDS, dueJobs, stepEnd } from './timing.js';

type TaskChanges = UpdateObject<Database, 'tasks'>;

/** Moves a task run from the state it was read in to `to`; undefined when something else moved it first. */
async function move(
  ctx: AppContext,
  row: TaskRow,
  to: string,
  changes: TaskChanges,
  message: string,
  level: 'info' | 'error' = 'info',
) {
  return ctx.db.tx(async (db) => {
    const updated = await db.kysely
      .updateTable('tasks')
      .set({ state: to, ...changes })
      .where('id', '=', row.id)
      .where('group_index', '=', row.group_index)
      .where('state', '=', row.state)
      .returningAll()
      .executeTakeFirst();
    if (updated) {
      await appendLog(db, 'task', taskSessionId(row), level, message);
      await recordEvent(db, 'task', taskSessionId(row), to);
    }
    return updated;
  });
}

/** The columns a repeat copies from the run it follows. */
const COPIED_TO_REPEAT = [
  'id',
  'app_id',
  'app_name',
  'app_version',
  'app_deleted',
  'user_id',
  'user_name',
  'user_environment',
  'service_name',
  'schedule_interval',
  'pretty_format',
  'hook_url',
  'request_file',
  'request_size',
  'should_fail',
] as const;

/** The next repeat of a task with a scheduleInterval: a new groupIndex, queued for one interval later. */
async function queueRepeat(ctx: AppContext, row: TaskRow): Promise<TaskRow | undefined> {
  if (!row.schedule_interval) return undefined;
  const base = new Date(row.schedule_for ?? row.created_at).getTime();
  const at = new Date(base + row.schedule_interval * 1000);
  const now = new Date();
  const due = stepEnd(STEP_SECONDS.task.queued, ctx.config.jobSpeed, at > now ? at : now);
  return ctx.db.tx(async (db) => {
    const next = await db.kysely
      .insertInto('tasks')
      .columns([...COPIED_TO_REPEAT, 'group_index', 'state', 'created_at', 'schedule_for', 'next_step_at'])
      .expression((eb) =>
        eb
          .selectFrom('tasks')
          .select((s) => [
            ...COPIED_TO_REPEAT,
            s('group_index', '+', 1).as('group_index'),
            s.val('queued').as('state'),
            s.val(now).as('created_at'),
            s.val(at).as('schedule_for'),
            s.val(due).as('next_step_at'),
          ])
          .where('id', '=', row.id)
          .where('group_index', '=', row.group_index),
      )
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst();
    if (next) {
      await appendLog(
        db,
        'task',
        taskSessionId(next),
        'info',
        `Repeat ${next.group_index} of task ${row.id} queued for ${at.toISOString()}.`,
      );
      await recordEvent(db, 'task', taskSessionId(next), 'queued');
    }
    return next;
  });
}

/** The timed steps: from a state to the next, with the moment it stamps and the line it logs. */
const TIMED_STEPS: Record<
  string,
  { to: 'assigned' | 'running' | 'solving'; stamp?: TaskChanges; message: (row: TaskRow) => string }
> = {
  queued: {
    to: 'assigned',
    stamp: { assigned_at: sqlNow() },
    message: (row) => `Task assigned to a session of ${row.app_name} ${row.app_version}.`,
  },
  assigned: {
    to: 'running',
    stamp: { started_at: sqlNow() },
    message: (row) => `Task started: calling service ${row.service_name} of ${row.app_name} ${row.app_version}.`,
  },
  running: { to: 'solving', stamp: { solving_at: sqlNow() }, message: () => 'Solving the model.' },
};

/** Moves one task run a step: queued -> assigned -> running -> solving -> completed (or failed when its request asks to). */
async function advanceTask(ctx: AppContext, row: TaskRow): Promise<void> {
  const timed = TIMED_STEPS[row.state];
  let updated: TaskRow | undefined;
  let repeat: TaskRow | undefined;
  if (timed) {
    const next_step_at = stepEnd(STEP_SECONDS.task[timed.to], ctx.config.jobSpeed);
    // The repeat is queued in the transaction of the step out of queued: an instance that dies
    // between the two leaves neither, and the step is done again, whole.
    [updated, repeat] = await ctx.db.tx(async (db) => {
      const inTx = { ...ctx, db };
      const moved = await move(inTx, row, timed.to, { ...timed.stamp, next_step_at }, timed.message(row));
      return [moved, moved && row.state === 'queued' ? await queueRepeat(inTx, row) : undefined] as const;
    });
  } else if (row.state === 'solving' && row.should_fail) {
    updated = await move(
      ctx,
      row,
      'failed',
      { ended_at: sqlNow(), next_step_at: null },
      TASK_FAILURES.requested,
      'error',
    );
  } else if (row.state === 'solving') {
    const responseFile = await writeTaskResponse(ctx.files, row, 'completed');
    updated = await move(
      ctx,
      row,
      'completed',
      { ended_at: sqlNow(), next_step_at: null, response_file: responseFile },
      'Task completed; the response data is available.',
    );
    if (!updated) await ctx.files.remove(responseFile);
  } else {
    await ctx.db.kysely
      .updateTable('tasks')
      .set({ next_step_at: null })
      .where('id', '=', row.id)
      .where('group_index', '=', row.group_index)
      .execute();
  }
  if (updated) notifyTaskHook(updated.hook_url, toTask(updated));
  if (repeat) notifyTaskHook(repeat.hook_url, toTask(repeat));
}

export async function advanceTasks(ctx: AppContext, now: Date): Promise<void> {
  const due = await dueJobs(ctx.db, 'tasks', now);
  for (const row of due) await advanceTask(ctx, row);
}
