import { countAll, type Db } from '../db/db.js';
import { badRequest } from '../errors.js';

type LogKind = 'webui' | 'solve' | 'task';
type LogLevel = 'info' | 'warning' | 'error';

interface LogEntry {
  time: string;
  level: string;
  message: string;
}

export async function appendLog(
  db: Db,
  kind: LogKind,
  sessionId: string,
  level: LogLevel,
  message: string,
  at = new Date(),
) {
  await db.kysely
    .insertInto('session_logs')
    .values({ kind, session_id: sessionId, time: at, level, message })
    .execute();
}

export interface LogFilter {
  offset?: number;
  limit?: number;
  from_time?: string;
  to_time?: string;
  contains?: string;
}

// An ISO-8601 date, or date and time with an optional zone (a date alone or a time without zone is UTC's).
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** The refusal of a moment that is no ISO-8601 date or date-time (also when the request's schema refuses it). */
export const momentMessage = (name: string, value: unknown) =>
  `${name} must be an ISO-8601 date or date-time, got '${String(value ?? '')}'.`;

/** A moment the caller gave as an ISO-8601 date or date-time; nothing for an empty value. */
export function parseMoment(value: string | undefined, name: string): Date | undefined {
  if (value === undefined || value === '') return undefined;
  const match = ISO_MOMENT.exec(value);
  // JavaScript reads a time without zone as the server's local time: read it as UTC's instead.
  const date = new Date(match && value.length > 10 && !match[1] ? `${value.replace(' ', 'T')}Z` : value);
  if (!match || Number.isNaN(date.getTime())) throw badRequest(momentMessage(name, value));
  return date;
}

/** One page of a session's log, oldest first, with the number of entries matching the filter. */
export async function readLogs(db: Db, kind: LogKind, sessionId: string, filter: LogFilter) {
  const from = parseMoment(filter.from_time, 'from_time');
  const to = parseMoment(filter.to_time, 'to_time');
  const contains = filter.contains?.toLowerCase();
  const logs = db.kysely
    .selectFrom('session_logs')
    .where('kind', '=', kind)
    .where('session_id', '=', sessionId)
    .$if(from !== undefined, (q) => q.where('time', '>=', from!))
    .$if(to !== undefined, (q) => q.where('time', '<', to!))
    .$if(!!contains, (q) =>
      q.where((eb) => eb(eb.fn('strpos', [eb.fn('lower', ['message']), eb.val(contains)]), '>', 0)),
    );
  const total = await logs.select(countAll).executeTakeFirstOrThrow();
  const rows = await logs
    .select(['time', 'level', 'message'])
    .orderBy('time')
    .orderBy('id')
    .offset(filter.offset ?? 0)
    .limit(Math.min(filter.limit ?? 100, 1000))
    .execute();
  return {
    entries: rows.map((r): LogEntry => ({ time: new Date(r.time).toISOString(), level: r.level, message: r.message })),
    total: total.n,
  };
}

/** A whole log as text, oldest entry first: one line per entry with its ISO 8601 time, level in capitals and message. */
export async function logText(db: Db, kind: LogKind, sessionId: string): Promise<string> {
  const rows = await db.kysely
    .selectFrom('session_logs')
    .select(['time', 'level', 'message'])
    .where('kind', '=', kind)
    .where('session_id', '=', sessionId)
    .orderBy('time')
    .orderBy('id')
    .execute();
  return rows.map((r) => `${new Date(r.time).toISOString()} ${r.level.toUpperCase()} ${r.message}\n`).join('');
}
