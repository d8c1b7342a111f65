import type { Caller } from '../context.js';
import type { Db } from '../db/db.js';
import { ApiError, badRequest } from '../errors.js';
import { parseMoment } from './logs.js';
import { sessionOverview, taskOverview, type OverviewSession } from './session-figures.js';

/** The columns of the overview a filter or a sort may name, and whether they hold text, numbers or moments. */
const COLUMNS = {
  kind: 'text',
  id: 'text',
  state: 'text',
  created_at: 'moment',
  environment: 'text',
  user: 'text',
  app_name: 'text',
  app_version: 'text',
  queue_time: 'number',
  launch_time: 'number',
  run_time: 'number',
  gb_hour: 'number',
  peak_memory_mi: 'number',
  memory_limit_mi: 'number',
  peak_cpu_m: 'number',
  cpu_limit_m: 'number',
  memory_utilisation: 'number',
  cpu_utilisation: 'number',
} as const satisfies Record<keyof OverviewSession, 'text' | 'number' | 'moment'>;
type Column = keyof typeof COLUMNS;

const isColumn = (name: string): name is Column => Object.hasOwn(COLUMNS, name);

/** The refusal of a sort that names no column (also when the request's schema refuses it). */
export const sortMessage = (sort: unknown) =>
  `Cannot sort by '${String(sort ?? '')}'; use one of ${Object.keys(COLUMNS).join(', ')}.`;
const filterShapeMessage = (term: string) =>
  `The filter '${term}' is not <column><operator><value>, e.g. state=running or run_time>=60.`;

export interface OverviewQuery {
  offset?: number;
  limit?: number;
  filter?: string[] | string;
  sort?: string;
  order?: 'asc' | 'desc';
  created_after?: string;
  created_before?: string;
}

type Test = (row: OverviewSession) => boolean;

type Order = '>' | '>=' | '<' | '<=';
const ORDER: Record<Order, (a: number, b: number) => boolean> = {
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
};
const isOrder = (op: string): op is Order => Object.hasOwn(ORDER, op);

/**
 * One `filter` term, `<column><operator><value>`: = and != compare text case-insensitively (a
 * comma-separated value matches any of its items), ~ means contains; numbers also take <, <=, >, >=,
 * and so do moments (created_at), against an ISO-8601 date or date-time, while their =, != and ~
 * compare the text as it is answered (e.g. created_at~2026-11).
 */
function parseFilter(term: string): Test {
  const match = /^([a-z_]+)(!=|>=|<=|=|~|>|<)(.*)$/.exec(term);
  if (!match) throw badRequest(filterShapeMessage(term));
  const [, column, op, raw] = match;
  if (!isColumn(column))
    throw badRequest(`The filter names an unknown column '${column}'; use one of ${Object.keys(COLUMNS).join(', ')}.`);
  const value = raw.trim();
  if (COLUMNS[column] === 'number') {
    const n = Number(value);
    if (value === '' || !Number.isFinite(n))
      throw badRequest(`The filter on ${column} needs a number, not '${value}'.`);
    if (op === '=') return (row) => Number(row[column]) === n;
    if (op === '!=') return (row) => Number(row[column]) !== n;
    if (isOrder(op)) return (row) => ORDER[op](Number(row[column]), n);
    throw badRequest(`The filter on ${column} cannot use '${op}'.`);
  }
  if (COLUMNS[column] === 'moment' && isOrder(op)) {
    const moment = parseMoment(value, `The filter on ${column}`)?.getTime();
    if (moment === undefined) throw badRequest(`The filter on ${column} needs an ISO-8601 date or date-time.`);
    return (row) => ORDER[op](Date.parse(String(row[column])), moment);
  }
  const text = (row: OverviewSession) => String(row[column]).toLowerCase();
  const items = value
    .toLowerCase()
    .split(',')
    .map((s) => s.trim());
  if (op === '=') return (row) => items.includes(text(row));
  if (op === '!=') return (row) => !items.includes(text(row));
  if (op === '~') return (row) => text(row).includes(value.toLowerCase());
  throw badRequest(`The filter on ${column} compares text and cannot use '${op}'.`);
}

/** The refusal of a filter term, in parseFilter's words (also when the request's schema refuses the term). */
export function filterTermMessage(term: unknown): string {
  try {
    parseFilter(String(term ?? ''));
  } catch (err) {
    if (err instanceof ApiError) return err.message;
    throw err;
  }
  return filterShapeMessage(String(term ?? ''));
}

const asList = (value: string[] | string | undefined) => (Array.isArray(value) ? value : value ? [value] : []);

/** Every session of every kind visible to the caller (admins: everyone's) that the filters keep. */
export async function overviewRows(db: Db, caller: Caller, q: OverviewQuery): Promise<OverviewSession[]> {
  const tests = asList(q.filter).filter(Boolean).map(parseFilter);
  const after = parseMoment(q.created_after, 'created_after');
  const before = parseMoment(q.created_before, 'created_before');
  let sessions = db.kysely.selectFrom('sessions').selectAll().where('app_deleted', '=', false);
  let tasks = db.kysely.selectFrom('tasks').selectAll().where('app_deleted', '=', false);
  if (!caller.isAdmin) {
    sessions = sessions.where('user_id', '=', caller.userId);
    tasks = tasks.where('user_id', '=', caller.userId);
  }
  if (after) {
    sessions = sessions.where('created_at', '>=', after);
    tasks = tasks.where('created_at', '>=', after);
  }
  if (before) {
    sessions = sessions.where('created_at', '<', before);
    tasks = tasks.where('created_at', '<', before);
  }
  const [sessionRows, taskRows] = await Promise.all([sessions.execute(), tasks.execute()]);
  const now = new Date();
  const rows = [...sessionRows.map((r) => sessionOverview(r, now)), ...taskRows.map((r) => taskOverview(r, now))];
  return rows.filter((row) => tests.every((test) => test(row)));
}

/** GET /sessions: one page of the overview, sorted by a column (newest first by default). */
export async function listOverview(db: Db, caller: Caller, q: OverviewQuery) {
  const sort = q.sort ?? 'created_at';
  if (!isColumn(sort)) throw badRequest(sortMessage(sort));
  const rows = await overviewRows(db, caller, q);
  const sign = (q.order ?? 'desc') === 'asc' ? 1 : -1;
  const numeric = COLUMNS[sort] === 'number';
  rows.sort((a, b) => {
    const byColumn = numeric
      ? Number(a[sort]) - Number(b[sort])
      : String(a[sort]).localeCompare(String(b[sort]), 'en', { sensitivity: 'base' });
    return sign * (byColumn || a.id.localeCompare(b.id));
  });
  const offset = q.offset ?? 0;
  const limit = Math.min(q.limit ?? 25, 1000);
  return { sessions: rows.slice(offset, offset + limit), total: rows.length };
}
