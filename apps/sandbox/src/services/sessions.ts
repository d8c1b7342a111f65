import { randomUUID } from 'node:crypto';
import type { AppContext, Caller } from '../context.js';
import type { Db } from '../db/db.js';
import { badRequest, conflict, notFound } from '../errors.js';
import { STEP_SECONDS, stepEnd } from '../jobs/timing.js';
import {
  canDelete,
  isActionAllowed,
  JOB_KIND_OF,
  STATES,
  statesAllowing,
  type SessionManagerKind as SessionKind,
} from '@pro-portal/rules';
import type { AppRow } from './app-rows.js';
import { AppCode } from './codes.js';
import { appendLog, parseMoment } from './logs.js';
import { toSession, withDeletedMarker, type SessionDto, type SessionRow } from './session-rows.js';
import { deleteTask, findTaskRow } from './tasks.js';
import { parseTaskSessionId, taskSessionId, type TaskRow } from './task-rows.js';

export interface SessionQuery {
  offset?: number;
  limit?: number;
  app_name?: string;
  app_version?: string;
  states?: string[] | string;
  created_after?: string;
  created_before?: string;
  include_deleted_apps?: boolean;
}

const sessionNotFound = (kind: SessionKind, id: string) =>
  notFound(`No ${kind} session with id ${id} exists.`, AppCode.sessionNotFound);

function statesOf(kind: SessionKind, states: SessionQuery['states']): string[] {
  const list = (Array.isArray(states) ? states : states ? [states] : [])
    .flatMap((s) => s.split(','))
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = list.filter((s) => !STATES[JOB_KIND_OF[kind]].includes(s));
  if (unknown.length)
    throw badRequest(
      `Unknown ${kind} session state(s): ${unknown.join(', ')}; use ${STATES[JOB_KIND_OF[kind]].join(', ')}.`,
    );
  return list;
}

function taskToSession(row: TaskRow): SessionDto {
  return {
    id: taskSessionId(row),
    state: row.state,
    app_name: row.app_name,
    app_version: withDeletedMarker(row.app_version, row.app_deleted),
    user: row.user_name,
    environment: withDeletedMarker(row.user_environment, row.app_deleted),
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** GET /sessions/{kind}: the caller's sessions (admins: everyone's), newest first. */
export async function listSessions(db: Db, caller: Caller, kind: SessionKind, q: SessionQuery) {
  const table = kind === 'task' ? 'tasks' : 'sessions';
  const params: unknown[] = [];
  const where: string[] = [];
  if (kind !== 'task') where.push(`kind = $${params.push(kind)}`);
  if (!caller.isAdmin) where.push(`user_id = $${params.push(caller.userId)}`);
  if (q.app_name) where.push(`lower(app_name) = $${params.push(q.app_name.toLowerCase())}`);
  if (q.app_version) where.push(`lower(app_version) = $${params.push(q.app_version.toLowerCase())}`);
  const states = statesOf(kind, q.states);
  if (states.length) where.push(`state = any($${params.push(states)}::text[])`);
  const after = parseMoment(q.created_after, 'created_after');
  const before = parseMoment(q.created_before, 'created_before');
  if (after) where.push(`created_at >= $${params.push(after)}`);
  if (before) where.push(`created_at < $${params.push(before)}`);
  if (!q.include_deleted_apps) where.push('not app_deleted');
  const condition = `where ${where.join(' and ')}`;
  const order = kind === 'task' ? 'created_at desc, id desc, group_index desc' : 'created_at desc, id desc';
  const limit = Math.min(q.limit ?? 10, 1000);
  const rows = await db.query<SessionRow & TaskRow>(
    `select * from ${table} ${condition} order by ${order} offset $${params.length + 1} limit $${params.length + 2}`,
    [...params, q.offset ?? 0, limit],
  );
  const total = await db.one<{ n: number }>(`select count(*)::int as n from ${table} ${condition}`, params);
  const sessions = rows.map((r) => (kind === 'task' ? taskToSession(r) : toSession(r)));
  return { sessions, total: total?.n ?? 0 };
}

async function findSession(db: Db, caller: Caller, kind: 'webui' | 'solve', id: string): Promise<SessionRow> {
  const params: unknown[] = [kind, id];
  let sql = 'select * from sessions where kind = $1 and id = $2';
  if (!caller.isAdmin) sql += ` and user_id = $${params.push(caller.userId)}`;
  const row = await db.one<SessionRow>(sql, params);
  if (!row) throw sessionNotFound(kind, id);
  return row;
}

async function findTaskSession(db: Db, caller: Caller, sessionId: string): Promise<TaskRow> {
  const { id, groupIndex } = parseTaskSessionId(sessionId);
  try {
    return await findTaskRow(db, caller, id, groupIndex);
  } catch {
    throw sessionNotFound('task', sessionId);
  }
}

export async function getSession(db: Db, caller: Caller, kind: SessionKind, id: string, includeDeleted = false) {
  const dto =
    kind === 'task'
      ? taskToSession(await findTaskSession(db, caller, id))
      : toSession(await findSession(db, caller, kind, id));
  const deleted = dto.app_version.endsWith('<deleted>');
  if (deleted && !includeDeleted) throw sessionNotFound(kind, id);
  return dto;
}

/** Checks that a session (of any kind) is visible to the caller; used by the log calls. */
export async function assertSessionVisible(db: Db, caller: Caller, kind: SessionKind, id: string): Promise<void> {
  if (kind === 'task') await findTaskSession(db, caller, id);
  else await findSession(db, caller, kind, id);
}

const stateList = (states: readonly string[]) => states.join(', ').replace(/, ([^,]*)$/, ' or $1');

/** DELETE /sessions/{kind}/{id}: only in the final states of section 4. */
export async function deleteSession(ctx: AppContext, caller: Caller, kind: SessionKind, id: string): Promise<void> {
  if (kind === 'task') {
    const row = await findTaskSession(ctx.db, caller, id);
    await deleteTask(ctx, caller, row.id, row.group_index);
    return;
  }
  await ctx.db.tx(async (db) => {
    const row = await findSession(db, caller, kind, id);
    if (!canDelete(JOB_KIND_OF[kind], row.state)) {
      throw conflict(
        `The session is ${row.state}; it can only be deleted when it is ${stateList(statesAllowing(JOB_KIND_OF[kind], 'delete'))}.`,
        AppCode.sessionWrongState,
      );
    }
    await db.query('delete from sessions where id = $1', [id]);
    await db.query('delete from session_logs where kind = $1 and session_id = $2', [kind, id]);
  });
}

/** PATCH /sessions/{kind}/{id}/terminate: only while the session has not ended (section 4). */
export async function terminateSession(ctx: AppContext, caller: Caller, kind: SessionKind, id: string): Promise<void> {
  if (kind === 'task') {
    const row = await findTaskSession(ctx.db, caller, id);
    throw conflict(
      `Task sessions cannot be terminated (the task is ${row.state}); interrupt the task instead.`,
      AppCode.sessionWrongState,
    );
  }
  await ctx.db.tx(async (db) => {
    const row = await findSession(db, caller, kind, id);
    if (!isActionAllowed(JOB_KIND_OF[kind], row.state, 'terminate')) {
      throw conflict(
        `The session is ${row.state}; it can only be terminated when it is ${stateList(statesAllowing(JOB_KIND_OF[kind], 'terminate'))}.`,
        AppCode.sessionWrongState,
      );
    }
    await db.query(`update sessions set state = 'terminated', ended_at = now(), next_step_at = null where id = $1`, [
      id,
    ]);
    await appendLog(db, kind, id, 'warning', `Session terminated by ${caller.username}.`);
  });
}

/** Starts a WebUI (created -> launching -> running) or solver session of an app for the caller. */
export async function startSession(
  ctx: AppContext,
  caller: Caller,
  kind: 'webui' | 'solve',
  app: Pick<AppRow, 'id' | 'name' | 'version'>,
  description?: string,
  db: Db = ctx.db,
): Promise<SessionDto> {
  const id = randomUUID();
  const next = stepEnd(STEP_SECONDS[kind].created, ctx.config.jobSpeed);
  const row = await db.one<SessionRow>(
    `insert into sessions (id, kind, state, app_id, app_name, app_version, user_id, user_name, environment, description, next_step_at)
     values ($1, $2, 'created', $3, $4, $5, $6, $7, $8, $9, $10) returning *`,
    [
      id,
      kind,
      app.id,
      app.name,
      app.version,
      caller.userId,
      caller.username,
      caller.environmentName,
      description ?? null,
      next,
    ],
  );
  await appendLog(
    db,
    kind,
    id,
    'info',
    `Session created for ${app.name} ${app.version} by ${caller.username}@${caller.environmentName}.`,
  );
  return toSession(row as SessionRow);
}
