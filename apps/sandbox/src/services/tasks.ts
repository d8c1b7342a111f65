import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { AppContext, Caller } from '../context.js';
import type { Db } from '../db/db.js';
import { ApiError, badRequest, conflict, ErrorCode, notFound } from '../errors.js';
import { STEP_SECONDS, stepEnd } from '../jobs/timing.js';
import {
  canDelete,
  canDownloadResponse,
  canInterruptSolve,
  readSchedule,
  statesAllowing,
  TASK_INTERRUPT_STATUS,
  taskResponseFileName,
  validationMessages,
} from '@pro-portal/rules';
import { countAll } from '../db/db.js';
import { findLatestVisibleApp, findVisibleApp } from './apps.js';
import { jobCondition, requestedStates, type JobFilter } from './job-filters.js';
import { jobOwner } from './job-owner.js';
import { appendLog } from './logs.js';
import { hookRefusal, notifyTaskHook, type OwnAddress } from './task-hook.js';
import type { SavedRequest } from './task-request.js';
import { writeTaskResponse } from './task-results.js';
import { TASK_FAILURES, taskSessionId, toTask, type TaskDto, type TaskRow } from './task-rows.js';
import { deleteEvents, recordEvent } from './session-events.js';

export interface TaskSchedule {
  scheduleFor?: string;
  scheduleIn?: string;
  scheduleInterval?: string;
  prettyFormat?: boolean;
  taskStateHook?: string;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** When the task may first run and how often it repeats, by the rules' scheduling rule; a 400 in its words. */
function scheduleOf(s: TaskSchedule) {
  const schedule = readSchedule(s);
  if ('problem' in schedule) throw badRequest(schedule.problem, ErrorCode.scheduleInvalid);
  return schedule;
}

/** Checks what a task creation needs before its body is stored. */
export async function prepareTask(
  ctx: AppContext,
  caller: Caller,
  appName: string,
  appVersion: string | undefined,
  s: TaskSchedule,
  own: OwnAddress,
) {
  const app =
    appVersion === undefined
      ? await findLatestVisibleApp(ctx.db, caller, appName, { taggedOnly: true })
      : await findVisibleApp(ctx.db, caller, appName, appVersion);
  if (!app && appVersion === undefined) {
    throw notFound(`App ${appName} with latest tag doesn't exist`, ErrorCode.appNotFound);
  }
  if (!app || app.is_webui === null) {
    throw notFound(
      `${validationMessages.task.noApp} No published app ${appName}${appVersion ? ` ${appVersion}` : ''} is available to you.`,
      ErrorCode.appNotFound,
    );
  }
  const { startAt, intervalSeconds: interval } = scheduleOf(s);
  if (s.taskStateHook !== undefined) {
    const refusal = await hookRefusal(s.taskStateHook, own);
    if (refusal) throw badRequest(refusal, ErrorCode.requestInvalid);
  }
  return { app, startAt, interval };
}

/** Creates group 0 of a new task in state queued. */
export async function createTask(
  ctx: AppContext,
  caller: Caller,
  prepared: Awaited<ReturnType<typeof prepareTask>>,
  serviceName: string,
  s: TaskSchedule,
  request: SavedRequest,
): Promise<TaskDto> {
  if (!serviceName.trim()) throw badRequest(validationMessages.task.serviceNameRequired, ErrorCode.requestInvalid);
  const { app, startAt, interval } = prepared;
  const now = new Date();
  const id = randomUUID();
  const firstStep = stepEnd(STEP_SECONDS.task.queued, ctx.config.jobSpeed, startAt && startAt > now ? startAt : now);
  const row = await ctx.db.tx(async (db) => {
    const inserted = await db.kysely
      .insertInto('tasks')
      .values({
        id,
        group_index: 0,
        state: 'queued',
        ...jobOwner(app, caller),
        user_environment: caller.environmentName,
        service_name: serviceName.trim(),
        created_at: now,
        schedule_for: startAt,
        schedule_interval: interval,
        pretty_format: s.prettyFormat ?? false,
        hook_url: s.taskStateHook ?? null,
        request_file: request.key,
        request_size: request.size,
        request_content_type: request.contentType,
        should_fail: request.shouldFail,
        next_step_at: firstStep,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await appendLog(db, 'task', id, 'info', `Task ${id} for ${app.name} ${app.version} (${serviceName}) queued.`);
    await recordEvent(db, 'task', id, 'queued');
    return inserted;
  });
  const dto = toTask(row);
  notifyTaskHook(row.hook_url, dto);
  return dto;
}

export interface TaskQuery {
  appName?: string;
  appVersion?: string;
  before?: string;
  after?: string;
  offset?: number;
  limit?: number;
  listAll?: boolean;
  states?: string[] | string;
  sort?: string;
}

const SORT_COLUMNS: Record<
  string,
  'created_at' | 'state' | 'app_name' | 'app_version' | 'user_name' | 'service_name' | 'schedule_for' | 'id'
> = {
  createdAt: 'created_at',
  state: 'state',
  appName: 'app_name',
  appVersion: 'app_version',
  userName: 'user_name',
  serviceName: 'service_name',
  scheduleFor: 'schedule_for',
  id: 'id',
};

/** A day (YYYY-MM-DD, or a date-time) of a task filter as a moment: its start, or with endOfDay the start of the next day. */
export function dayBound(value: string, name: string, endOfDay: boolean): Date {
  const date = new Date(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime()))
    throw badRequest(`${name} must be a date (YYYY-MM-DD) or a date-time, got '${value}'.`);
  if (DATE_ONLY.test(value) && endOfDay) date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

function statesList(states: string[] | string | undefined): string[] {
  const { list, unknown } = requestedStates('task', states);
  if (unknown.length) throw badRequest(`Unknown task state(s): ${unknown.join(', ')}.`);
  return list;
}

/** The refusal of a task sort that names no field (also when the request's schema refuses it). */
export const taskSortMessage = (sort: unknown) =>
  `Cannot sort tasks by '${String(sort ?? '')}'; use one of ${Object.keys(SORT_COLUMNS).join(', ')} (prefix - for descending).`;

/** GET /tasks: the caller's tasks (an admin's listAll shows everyone's), filtered, sorted and paged. */
export async function listTasks(db: Db, caller: Caller, q: TaskQuery) {
  const filter: JobFilter = {
    userId: q.listAll && caller.isAdmin ? undefined : caller.userId,
    appName: q.appName,
    appVersion: q.appVersion,
    createdFrom: q.after ? dayBound(q.after, 'after', false) : undefined,
    createdBefore: q.before ? dayBound(q.before, 'before', true) : undefined,
    states: statesList(q.states),
  };
  const filtered = db.kysely.selectFrom('tasks').where((eb) => jobCondition(eb, filter));
  const sort = q.sort?.trim() || '-createdAt';
  const column = SORT_COLUMNS[sort.replace(/^[-+]/, '')];
  if (!column) throw badRequest(taskSortMessage(sort));
  const dir = sort.startsWith('-') ? 'desc' : 'asc';
  const ordered =
    column === 'created_at'
      ? filtered.selectAll().orderBy('created_at', dir).orderBy('id', dir).orderBy('group_index', dir)
      : filtered
          .selectAll()
          .orderBy(column, dir)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .orderBy('group_index', 'desc');
  const limit = Math.min(q.limit ?? 100, 1000);
  const rows = await ordered
    .offset(q.offset ?? 0)
    .limit(limit)
    .execute();
  const total = await filtered.select(countAll).executeTakeFirstOrThrow();
  const now = new Date();
  return { current_batch: rows.map((r) => toTask(r, now)), total_tasks: total.n };
}

const taskNotFound = (id: string, groupIndex?: number) =>
  notFound(`Task ${id}${groupIndex !== undefined ? ` [${groupIndex}]` : ''} does not exist.`, ErrorCode.taskNotFound);

/**
 * One run of a task the caller may act on (own tasks; admins any): the given groupIndex, or the
 * last index of the group when it is absent, as on the platform. With `forUpdate`, inside a
 * transaction, the run is locked until the transaction ends: a job step of any instance waits, so
 * the state the caller's change was checked against is the state it changes.
 */
export async function findTaskRow(
  db: Db,
  caller: Caller,
  id: string,
  groupIndex?: number,
  { forUpdate = false } = {},
): Promise<TaskRow> {
  let query = db.kysely.selectFrom('tasks').selectAll().where('id', '=', id);
  if (groupIndex !== undefined) query = query.where('group_index', '=', groupIndex);
  if (!caller.isAdmin) query = query.where('user_id', '=', caller.userId);
  query = query.orderBy('group_index', 'desc').limit(1);
  const row = await (forUpdate ? query.forUpdate() : query).executeTakeFirst();
  if (!row) throw taskNotFound(id, groupIndex);
  return row;
}

export async function getTask(db: Db, caller: Caller, id: string, groupIndex?: number): Promise<TaskDto> {
  return toTask(await findTaskRow(db, caller, id, groupIndex));
}

const wrongState = (what: string, row: TaskRow, allowed: readonly string[]) =>
  conflict(
    `Task ${row.id} [${row.group_index}] is ${row.state}; ${what} is only possible when it is ${allowed.join(', ').replace(/, ([^,]*)$/, ' or $1')}.`,
    ErrorCode.taskWrongState,
  );

/** The methods of /tasks/{id}, named in the Allow header of its 405 answers. */
const TASK_METHODS = ['GET', 'PUT', 'DELETE'] as const;

/** The documented answer to deleting a task that is still running: 405 Method not allowed. */
const deleteRefused = (row: TaskRow) =>
  new ApiError(
    405,
    ErrorCode.taskWrongState,
    `Task ${row.id} [${row.group_index}] is ${row.state}; deleting it is only possible when it is ${statesAllowing(
      'task',
      'delete',
    )
      .join(', ')
      .replace(/, ([^,]*)$/, ' or $1')}. Interrupt it first.`,
    ['GET', 'PUT'],
  );

/**
 * DELETE /tasks/{id}: one run, the last of the group when groupIndex is absent. A repeating task
 * queues its next run only when the last one starts, so deleting the last (queued) run stops the repetition.
 */
export async function deleteTask(ctx: AppContext, caller: Caller, id: string, groupIndex?: number): Promise<TaskDto> {
  const removed = await ctx.db.tx(async (db) => {
    const row = await findTaskRow(db, caller, id, groupIndex, { forUpdate: true });
    if (!canDelete('task', row.state)) throw deleteRefused(row);
    await db.kysely.deleteFrom('tasks').where('id', '=', row.id).where('group_index', '=', row.group_index).execute();
    await db.kysely
      .deleteFrom('session_logs')
      .where('kind', '=', 'task')
      .where('session_id', '=', taskSessionId(row))
      .execute();
    await deleteEvents(db, 'task', taskSessionId(row));
    const left = await db.kysely.selectFrom('tasks').select(countAll).where('id', '=', id).executeTakeFirst();
    return { row, last: (left?.n ?? 0) === 0 };
  });
  // The documented answer: 200 with the deleted run.
  if (removed.row.response_file) await ctx.files.remove(removed.row.response_file);
  if (removed.last && removed.row.request_file) await ctx.files.remove(removed.row.request_file);
  return toTask(removed.row);
}

/** PUT /tasks/{id}: interrupt-solve ends solving with the result so far (completed); interrupt-execution stops it (failed). */
export async function interruptTask(
  ctx: AppContext,
  caller: Caller,
  id: string,
  groupIndex: number | undefined,
  setstatus: string,
) {
  const { interruptSolve, interruptExecution } = TASK_INTERRUPT_STATUS;
  if (setstatus !== interruptSolve && setstatus !== interruptExecution) {
    // The documented answer to a setstatus of another value: 405 Method not allowed.
    throw new ApiError(
      405,
      ErrorCode.requestInvalid,
      `setstatus must be '${interruptSolve}' or '${interruptExecution}'.`,
      TASK_METHODS,
    );
  }
  const row = await findTaskRow(ctx.db, caller, id, groupIndex);
  if (!canInterruptSolve(row.state)) throw wrongState('interrupting it', row, statesAllowing('task', 'interruptSolve'));
  const solve = setstatus === interruptSolve;
  const responseFile = solve ? await writeTaskResponse(ctx.files, row, 'interrupted') : null;
  const updated = await ctx.db
    .tx(async (db) => {
      const next = await db.kysely
        .updateTable('tasks')
        .set({
          state: solve ? 'completed' : 'failed',
          interrupt: setstatus,
          response_file: responseFile,
          ended_at: sql<Date>`now()`,
          next_step_at: null,
        })
        .where('id', '=', row.id)
        .where('group_index', '=', row.group_index)
        .where('state', 'in', statesAllowing('task', 'interruptSolve'))
        .returningAll()
        .executeTakeFirst();
      if (!next)
        throw conflict(
          `Task ${row.id} [${row.group_index}] changed state meanwhile; try again.`,
          ErrorCode.taskWrongState,
        );
      await appendLog(
        db,
        'task',
        taskSessionId(row),
        solve ? 'info' : 'warning',
        solve ? 'Solve interrupted by the user; the task completed with the result so far.' : TASK_FAILURES.interrupted,
      );
      await recordEvent(db, 'task', taskSessionId(row), next.state);
      return next;
    })
    .catch(async (err: unknown) => {
      // The state change lost: the response written for it belongs to no run.
      if (responseFile) await ctx.files.remove(responseFile);
      throw err;
    });
  const dto = toTask(updated);
  notifyTaskHook(updated.hook_url, dto);
  return dto;
}

/** The response data of a completed task group, as a file to stream. */
export async function openTaskResponse(ctx: AppContext, caller: Caller, id: string, groupIndex?: number) {
  const row = await findTaskRow(ctx.db, caller, id, groupIndex);
  if (!canDownloadResponse(row.state) || !row.response_file) {
    throw new ApiError(
      409,
      ErrorCode.taskWrongState,
      `Task ${row.id} [${row.group_index}] is ${row.state}; its response data can only be downloaded when it is completed.`,
    );
  }
  const file = await ctx.files.open(row.response_file);
  return {
    ...file,
    row,
    fileName: taskResponseFileName(row.id, groupIndex === undefined ? undefined : row.group_index),
  };
}
