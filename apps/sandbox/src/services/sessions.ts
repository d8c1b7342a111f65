import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { AppContext, Caller } from '../context.js';
import type { Db } from '../db/db.js';
import { badRequest, conflict, ErrorCode, notFound } from '../errors.js';
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
import { jobCondition, newestFirst, pageWithTotal, requestedStates, type JobFilter } from './job-filters.js';
import { jobOwner } from './job-owner.js';
import { appendLog, parseMoment } from './logs.js';
import { deleteEvents, recordEvent } from './session-events.js';
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
  notFound(`No ${kind} session with id ${id} exists.`, ErrorCode.sessionNotFound);

function statesOf(kind: SessionKind, states: SessionQuery['states']): string[] {
  const { list, unknown } = requestedStates(JOB_KIND_OF[kind], states);
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
  const states = statesOf(kind, q.states);
  const filter: JobFilter = {
    userId: caller.isAdmin ? undefined : caller.userId,
    appName: q.app_name,
    appVersion: q.app_version,
    states,
    createdFrom: parseMoment(q.created_after, 'created_after'),
    createdBefore: parseMoment(q.created_before, 'created_before'),
    withDeletedApps: !!q.include_deleted_apps,
  };
  const page = { offset: q.offset ?? 0, limit: Math.min(q.limit ?? 10, 1000) };
  if (kind === 'task') {
    const tasks = db.kysely.selectFrom('tasks').where((eb) => jobCondition(eb, filter));
    const { rows, total } = await pageWithTotal(tasks, page, (q) =>
      newestFirst(q.selectAll()).orderBy('group_index', 'desc'),
    );
    return { sessions: rows.map(taskToSession), total };
  }
  const sessions = db.kysely
    .selectFrom('sessions')
    .where('kind', '=', kind)
    .where((eb) => jobCondition(eb, filter));
  const { rows, total } = await pageWithTotal(sessions, page, (q) => newestFirst(q.selectAll()));
  return { sessions: rows.map(toSession), total };
}

/**
 * A session the caller may act on (own sessions; admins any). With `forUpdate`, inside a transaction,
 * the session is locked until the transaction ends: a job step of any instance waits, so the state
 * the caller's change was checked against is the state it changes.
 */
async function findSession(
  db: Db,
  caller: Caller,
  kind: 'webui' | 'solve',
  id: string,
  { forUpdate = false } = {},
): Promise<SessionRow> {
  let query = db.kysely.selectFrom('sessions').selectAll().where('kind', '=', kind).where('id', '=', id);
  if (!caller.isAdmin) query = query.where('user_id', '=', caller.userId);
  const row = await (forUpdate ? query.forUpdate() : query).executeTakeFirst();
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

/** DELETE /sessions/{kind}/{id}: only once the session has ended (WebUI crashed, terminated or timedout; solver finished, terminated or error). */
export async function deleteSession(ctx: AppContext, caller: Caller, kind: SessionKind, id: string): Promise<void> {
  if (kind === 'task') {
    const row = await findTaskSession(ctx.db, caller, id);
    await deleteTask(ctx, caller, row.id, row.group_index);
    return;
  }
  await ctx.db.tx(async (db) => {
    const row = await findSession(db, caller, kind, id, { forUpdate: true });
    if (!canDelete(JOB_KIND_OF[kind], row.state)) {
      throw conflict(
        `The session is ${row.state}; it can only be deleted when it is ${stateList(statesAllowing(JOB_KIND_OF[kind], 'delete'))}.`,
        ErrorCode.sessionWrongState,
      );
    }
    await db.kysely.deleteFrom('sessions').where('id', '=', id).execute();
    await db.kysely.deleteFrom('session_logs').where('kind', '=', kind).where('session_id', '=', id).execute();
    await deleteEvents(db, kind, id);
  });
}

/** PATCH /sessions/{kind}/{id}/terminate: only while the session has not ended (WebUI created, launching or running; solver created, queued, initializing, ready or running). */
export async function terminateSession(ctx: AppContext, caller: Caller, kind: SessionKind, id: string): Promise<void> {
  if (kind === 'task') {
    const row = await findTaskSession(ctx.db, caller, id);
    throw conflict(
      `Task sessions cannot be terminated (the task is ${row.state}); interrupt the task instead.`,
      ErrorCode.sessionWrongState,
    );
  }
  await ctx.db.tx(async (db) => {
    const row = await findSession(db, caller, kind, id, { forUpdate: true });
    if (!isActionAllowed(JOB_KIND_OF[kind], row.state, 'terminate')) {
      throw conflict(
        `The session is ${row.state}; it can only be terminated when it is ${stateList(statesAllowing(JOB_KIND_OF[kind], 'terminate'))}.`,
        ErrorCode.sessionWrongState,
      );
    }
    await db.kysely
      .updateTable('sessions')
      .set({ state: 'terminated', ended_at: sql<Date>`now()`, next_step_at: null })
      .where('id', '=', id)
      .execute();
    await appendLog(db, kind, id, 'warning', `Session terminated by ${caller.username}.`);
    await recordEvent(db, kind, id, 'terminated');
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
  const row = await db.kysely
    .insertInto('sessions')
    .values({
      id,
      kind,
      state: 'created',
      ...jobOwner(app, caller),
      environment: caller.environmentName,
      description: description ?? null,
      next_step_at: next,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await appendLog(
    db,
    kind,
    id,
    'info',
    `Session created for ${app.name} ${app.version} by ${caller.username}@${caller.environmentName}.`,
  );
  await recordEvent(db, kind, id, 'created');
  return toSession(row);
}
