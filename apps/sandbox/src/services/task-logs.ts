import { taskLogFileName } from '@pro-portal/rules';
import type { Caller } from '../context.js';
import type { Db } from '../db/db.js';
import { logText, readLogs } from './logs.js';
import { taskSessionId } from './task-rows.js';
import { findTaskRow } from './tasks.js';

/** GET /tasks/{id}/logs: one page of the log of a run the caller may see (the last run without groupIndex). */
export async function taskLogs(
  db: Db,
  caller: Caller,
  id: string,
  groupIndex: number | undefined,
  page: { offset?: number; limit?: number },
) {
  const row = await findTaskRow(db, caller, id, groupIndex);
  return readLogs(db, 'task', taskSessionId(row), page);
}

/** GET /tasks/{id}/logs/download: the whole log of a run and the file name it is downloaded as. */
export async function taskLogFile(db: Db, caller: Caller, id: string, groupIndex: number | undefined) {
  const row = await findTaskRow(db, caller, id, groupIndex);
  const fileName = taskLogFileName(row.id, groupIndex === undefined ? undefined : row.group_index);
  return { fileName, text: await logText(db, 'task', taskSessionId(row)) };
}
