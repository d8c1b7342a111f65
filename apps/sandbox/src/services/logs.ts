import type { Db } from '../db/db.js';
import { badRequest } from '../errors.js';

export type LogKind = 'webui' | 'solve' | 'task';
export type LogLevel = 'info' | 'warning' | 'error';

export interface LogEntry {
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
  await db.query('insert into session_logs (kind, session_id, time, level, message) values ($1, $2, $3, $4, $5)', [
    kind,
    sessionId,
    at,
    level,
    message,
  ]);
}

export interface LogFilter {
  offset?: number;
  limit?: number;
  from_time?: string;
  to_time?: string;
  contains?: string;
}

export function parseMoment(value: string | undefined, name: string): Date | undefined {
  if (value === undefined || value === '') return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw badRequest(`${name} must be an ISO-8601 date or date-time, got '${value}'.`);
  return date;
}

/** One page of a session's log, oldest first, with the number of entries matching the filter. */
export async function readLogs(db: Db, kind: LogKind, sessionId: string, filter: LogFilter) {
  const params: unknown[] = [kind, sessionId];
  const where = ['kind = $1', 'session_id = $2'];
  const from = parseMoment(filter.from_time, 'from_time');
  const to = parseMoment(filter.to_time, 'to_time');
  if (from) where.push(`time >= $${params.push(from)}`);
  if (to) where.push(`time < $${params.push(to)}`);
  if (filter.contains) where.push(`strpos(lower(message), $${params.push(filter.contains.toLowerCase())}) > 0`);
  const condition = where.join(' and ');
  const total = await db.one<{ n: number }>(`select count(*)::int as n from session_logs where ${condition}`, params);
  const limit = Math.min(filter.limit ?? 100, 1000);
  const rows = await db.query<{ time: Date; level: string; message: string }>(
    `select time, level, message from session_logs where ${condition} order by time, id
      offset $${params.length + 1} limit $${params.length + 2}`,
    [...params, filter.offset ?? 0, limit],
  );
  return {
    entries: rows.map((r): LogEntry => ({ time: new Date(r.time).toISOString(), level: r.level, message: r.message })),
    total: total?.n ?? 0,
  };
}
