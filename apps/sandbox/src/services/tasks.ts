import { randomUUID } from 'node:crypto';
import type { AppContext, Caller } from '../context.js';
import type { Db } from '../db/db.js';
import { ApiError, badRequest, conflict, notFound } from '../errors.js';
import { validationMessages } from '@pro-portal/rules';
import { STEP_SECONDS, stepEnd } from '../jobs/timing.js';
import { DELETE_ALLOWED, TASK_DOWNLOAD_ALLOWED, TASK_INTERRUPT_ALLOWED, TASK_STATES } from '../jobs/states.js';
import { findLatestVisibleApp, findVisibleApp } from './apps.js';
import { AppCode } from './codes.js';
import { appendLog } from './logs.js';
import { isHookUrl, notifyTaskHook } from './task-hook.js';
import type { SavedRequest } from './task-request.js';
import { writeTaskResponse } from './task-results.js';
import { taskSessionId, toTask, type TaskDto, type TaskRow } from './task-rows.js';

export interface TaskSchedule {
  scheduleFor?: string;
  scheduleIn?: number;
  scheduleInterval?: number;
  prettyFormat?: boolean;
  taskStateHook?: string;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** scheduleFor (YYYY-MM-DD or a date-time) or scheduleIn (seconds from now); both is an error. */
export function scheduleMoment(s: TaskSchedule, now = new Date()): Date | null {
  if (s.scheduleFor && s.scheduleIn !== undefined) {
    throw badRequest('Give either scheduleFor or scheduleIn, not both.', AppCode.scheduleInvalid);
  }
  if (s.scheduleIn !== undefined) {
    if (!Number.isInteger(s.scheduleIn) || s.scheduleIn < 0) {
      throw badRequest('scheduleIn must be a whole number of seconds, 0 or more.', AppCode.scheduleInvalid);
    }
    return new Date(now.getTime() + s.scheduleIn * 1000);
  }
  if (!s.scheduleFor) return null;
  const at = new Date(DATE_ONLY.test(s.scheduleFor) ? `${s.scheduleFor}T00:00:00Z` : s.scheduleFor);
  if (Number.isNaN(at.getTime())) {
    throw badRequest(
      `scheduleFor must be a date (YYYY-MM-DD) or a date-time, got '${s.scheduleFor}'.`,
      AppCode.scheduleInvalid,
    );
  }
  return at;
}

/** Checks what a task creation needs before its body is stored. */
export async function prepareTask(
  ctx: AppContext,
  caller: Caller,
  appName: string,
  appVersion: string | undefined,
  s: TaskSchedule,
) {
  const app =
    appVersion === undefined
      ? await findLatestVisibleApp(ctx.db, caller, appName)
      : await findVisibleApp(ctx.db, caller, appName, appVersion);
  if (!app || app.is_webui === null) {
    throw notFound(
      `${validationMessages.task.noApp} No published app ${appName}${appVersion ? ` ${appVersion}` : ''} is available to you.`,
      AppCode.appNotFound,
    );
  }
  const startAt = scheduleMoment(s);
  if (s.scheduleInterval !== undefined && (!Number.isInteger(s.scheduleInterval) || s.scheduleInterval < 1)) {
    throw badRequest('scheduleInterval must be a whole number of seconds, 1 or more.', AppCode.scheduleInvalid);
  }
  if (s.taskStateHook !== undefined && !isHookUrl(s.taskStateHook)) {
    throw badRequest('taskStateHook must be an http or https URL.', AppCode.requestInvalid);
  }
  return { app, startAt };
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
  if (!serviceName.trim()) throw badRequest(validationMessages.task.serviceNameRequired, AppCode.requestInvalid);
  const { app, startAt } = prepared;
  const now = new Date();
  const id = randomUUID();
  const firstStep = stepEnd(STEP_SECONDS.task.queued, ctx.config.jobSpeed, startAt && startAt > now ? startAt : now);
  const row = await ctx.db.tx(async (db) => {
    const inserted = await db.one<TaskRow>(
      `insert into tasks (id, group_index, state, app_id, app_name, app_version, user_id, user_name, user_environment,
         service_name, created_at, schedule_for, schedule_interval, pretty_format, hook_url, request_file, request_size,
         should_fail, next_step_at)
       values ($1, 0, 'queued', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) returning *`,
      [
        id,
        app.id,
        app.name,
        app.version,
        caller.userId,
        caller.username,
        caller.environmentName,
        serviceName.trim(),
        now,
        startAt,
        s.scheduleInterval ?? null,
        s.prettyFormat ?? false,
        s.taskStateHook ?? null,
        request.key,
        request.size,
        request.shouldFail,
        firstStep,
      ],
    );
    await appendLog(db, 'task', id, 'info', `Task ${id} for ${app.name} ${app.version} (${serviceName}) queued.`);
    return inserted as TaskRow;
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

const SORT_COLUMNS: Record<string, string> = {
  createdAt: 'created_at',
  state: 'state',
  appName: 'app_name',
  appVersion: 'app_version',
  userName: 'user_name',
  serviceName: 'service_name',
  scheduleFor: 'schedule_for',
  id: 'id',
};

function dayBound(value: string, name: string, endOfDay: boolean): Date {
  const date = new Date(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime()))
    throw badRequest(`${name} must be a date (YYYY-MM-DD) or a date-time, got '${value}'.`);
  if (DATE_ONLY.test(value) && endOfDay) date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

export function statesList(states: string[] | string | undefined): string[] {
  const list = (Array.isArray(states) ? states : states ? [states] : [])
    .flatMap((s) => s.split(','))
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = list.filter((s) => !(TASK_STATES as readonly string[]).includes(s));
  if (unknown.length) throw badRequest(`Unknown task state(s): ${unknown.join(', ')}.`);
  return list;
}

/** GET /tasks: the caller's tasks (an admin's listAll shows everyone's), filtered, sorted and paged. */
export async function listTasks(db: Db, caller: Caller, q: TaskQuery) {
  const params: unknown[] = [];
  const where: string[] = [];
  if (!(q.listAll && caller.isAdmin)) where.push(`user_id = $${params.push(caller.userId)}`);
  if (q.appName) where.push(`lower(app_name) = $${params.push(q.appName.toLowerCase())}`);
  if (q.appVersion) where.push(`lower(app_version) = $${params.push(q.appVersion.toLowerCase())}`);
  if (q.after) where.push(`created_at >= $${params.push(dayBound(q.after, 'after', false))}`);
  if (q.before) where.push(`created_at < $${params.push(dayBound(q.before, 'before', true))}`);
  const states = statesList(q.states);
  if (states.length) where.push(`state = any($${params.push(states)}::text[])`);
  const condition = where.length ? `where ${where.join(' and ')}` : '';
  const sort = q.sort?.trim() || '-createdAt';
  const column = SORT_COLUMNS[sort.replace(/^[-+]/, '')];
  if (!column)
    throw badRequest(
      `Cannot sort tasks by '${sort}'; use one of ${Object.keys(SORT_COLUMNS).join(', ')} (prefix - for descending).`,
    );
  const dir = sort.startsWith('-') ? 'desc' : 'asc';
  const order =
    column === 'created_at'
      ? `created_at ${dir}, id ${dir}, group_index ${dir}`
      : `${column} ${dir}, created_at desc, id desc, group_index desc`;
  const limit = Math.min(q.limit ?? 100, 1000);
  const rows = await db.query<TaskRow>(
    `select * from tasks ${condition} order by ${order} offset $${params.length + 1} limit $${params.length + 2}`,
    [...params, q.offset ?? 0, limit],
  );
  const total = await db.one<{ n: number }>(`select count(*)::int as n from tasks ${condition}`, params);
  const now = new Date();
  return { current_batch: rows.map((r) => toTask(r, now)), total_tasks: total?.n ?? 0 };
}

const taskNotFound = (id: string, groupIndex?: number) =>
  notFound(`Task ${id}${groupIndex ? ` [${groupIndex}]` : ''} does not exist.`, AppCode.taskNotFound);

/** The groups of a task the caller may act on (own tasks; admins any), or one group when groupIndex is given. */
export async function findTaskRows(db: Db, caller: Caller, id: string, groupIndex?: number): Promise<TaskRow[]> {
  const params: unknown[] = [id];
  let sql = 'select * from tasks where id = $1';
  if (groupIndex !== undefined) sql += ` and group_index = $${params.push(groupIndex)}`;
  if (!caller.isAdmin) sql += ` and user_id = $${params.push(caller.userId)}`;
  const rows = await db.query<TaskRow>(`${sql} order by group_index`, params);
  if (rows.length === 0) throw taskNotFound(id, groupIndex);
  return rows;
}

export async function getTask(db: Db, caller: Caller, id: string, groupIndex?: number): Promise<TaskDto> {
  const rows = await findTaskRows(db, caller, id, groupIndex);
  return toTask(rows[0]);
}

const wrongState = (what: string, row: TaskRow, allowed: readonly string[]) =>
  conflict(
    `Task ${row.id} [${row.group_index}] is ${row.state}; ${what} is only possible when it is ${allowed.join(', ').replace(/, ([^,]*)$/, ' or $1')}.`,
    AppCode.taskWrongState,
  );

/** DELETE /tasks/{id}: one group, or every group when groupIndex is absent; all of them must allow deletion. */
export async function deleteTask(ctx: AppContext, caller: Caller, id: string, groupIndex?: number): Promise<TaskDto[]> {
  const removed = await ctx.db.tx(async (db) => {
    const rows = await findTaskRows(db, caller, id, groupIndex);
    const blocked = rows.find((r) => !DELETE_ALLOWED.task.includes(r.state));
    if (blocked) throw wrongState('deleting it', blocked, DELETE_ALLOWED.task);
    for (const r of rows) {
      await db.query('delete from tasks where id = $1 and group_index = $2', [r.id, r.group_index]);
      await db.query(`delete from session_logs where kind = 'task' and session_id = $1`, [taskSessionId(r)]);
    }
    const left = await db.one<{ n: number }>('select count(*)::int as n from tasks where id = $1', [id]);
    return { rows, last: (left?.n ?? 0) === 0 };
  });
  for (const r of removed.rows) if (r.response_file) await ctx.files.remove(r.response_file);
  if (removed.last && removed.rows[0].request_file) await ctx.files.remove(removed.rows[0].request_file);
  return removed.rows.map((r) => toTask(r));
}

export type InterruptKind = 'interrupt-solve' | 'interrupt-execution';

/** PUT /tasks/{id}: interrupt-solve ends solving with the result so far (completed); interrupt-execution stops it (failed). */
export async function interruptTask(
  ctx: AppContext,
  caller: Caller,
  id: string,
  groupIndex: number | undefined,
  setstatus: string,
) {
  if (setstatus !== 'interrupt-solve' && setstatus !== 'interrupt-execution') {
    throw badRequest("setstatus must be 'interrupt-solve' or 'interrupt-execution'.", AppCode.requestInvalid);
  }
  const [row] = await findTaskRows(ctx.db, caller, id, groupIndex ?? 0);
  if (!TASK_INTERRUPT_ALLOWED.includes(row.state)) throw wrongState('interrupting it', row, TASK_INTERRUPT_ALLOWED);
  const solve = setstatus === 'interrupt-solve';
  const responseFile = solve ? await writeTaskResponse(ctx.files, row, 'interrupted') : null;
  const updated = await ctx.db.tx(async (db) => {
    const next = await db.one<TaskRow>(
      `update tasks set state = $3, interrupt = $4, response_file = $5, ended_at = now(), next_step_at = null
        where id = $1 and group_index = $2 and state = any($6::text[]) returning *`,
      [row.id, row.group_index, solve ? 'completed' : 'failed', setstatus, responseFile, TASK_INTERRUPT_ALLOWED],
    );
    if (!next)
      throw conflict(`Task ${row.id} [${row.group_index}] changed state meanwhile; try again.`, AppCode.taskWrongState);
    await appendLog(
      db,
      'task',
      taskSessionId(row),
      solve ? 'info' : 'warning',
      solve
        ? 'Solve interrupted by the user; the task completed with the result so far.'
        : 'Execution interrupted by the user; the task failed.',
    );
    return next;
  });
  const dto = toTask(updated);
  notifyTaskHook(updated.hook_url, dto);
  return dto;
}

/** The response data of a completed task group, as a file to stream. */
export async function openTaskResponse(ctx: AppContext, caller: Caller, id: string, groupIndex?: number) {
  const [row] = await findTaskRows(ctx.db, caller, id, groupIndex ?? 0);
  if (!TASK_DOWNLOAD_ALLOWED.includes(row.state) || !row.response_file) {
    throw new ApiError(
      409,
      AppCode.taskWrongState,
      `Task ${row.id} [${row.group_index}] is ${row.state}; its response data can only be downloaded when it is completed.`,
    );
  }
  const file = await ctx.files.open(row.response_file);
  const name = `Task_${row.id}${row.group_index ? `_${row.group_index}` : ''}_response`;
  return { ...file, row, fileName: name };
}
