import type { Caller } from '../context.js';
import type { Db } from '../db/db.js';
import type { TaskRow } from './task-rows.js';
import { findTaskRow } from './tasks.js';

/** The intermediate status the stand-in service writes while it handles a task run. */
export type TaskStatusData = { stage: 'reading' | 'solving' | 'done'; progress: number; message: string };

/**
 * The last status the stand-in service wrote for a run: nothing ({}) before the run starts, then
 * one status when it reads the request data, one when it solves and one when it has written its
 * response. A failed or interrupted run keeps the last status written before it ended.
 */
export function statusOf(
  row: Pick<TaskRow, 'state' | 'started_at' | 'solving_at'>,
): TaskStatusData | Record<string, never> {
  if (row.state === 'completed') return { stage: 'done', progress: 1, message: 'Response data written.' };
  if (row.solving_at) return { stage: 'solving', progress: 0.5, message: 'Solving the model.' };
  if (row.started_at) return { stage: 'reading', progress: 0.25, message: 'Reading the request data.' };
  return {};
}

/** GET /tasks/{id}/status: the intermediate status of a run the caller may see (the last run without groupIndex). */
export async function taskStatus(db: Db, caller: Caller, id: string, groupIndex: number | undefined) {
  return statusOf(await findTaskRow(db, caller, id, groupIndex));
}
