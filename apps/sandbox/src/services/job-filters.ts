import { isKnownState, type JobKind } from '@pro-portal/rules';
import type { Expression, ExpressionBuilder, SelectQueryBuilder, SqlBool } from 'kysely';
import { countAll } from '../db/db.js';
import type { Database } from '../db/schema.js';

/** The filters of the session and task lists, over the columns both tables have. */
export interface JobFilter {
  /** Only this user's jobs (undefined: everyone's). */
  userId?: number;
  /** Compared case-insensitively. */
  appName?: string;
  appVersion?: string;
  states?: string[];
  createdFrom?: Date;
  createdBefore?: Date;
  /** Also jobs of apps deleted since. */
  withDeletedApps?: boolean;
}

/** The condition of a filter, for `.where((eb) => jobCondition(eb, filter))` on tasks or sessions. */
export function jobCondition(eb: ExpressionBuilder<Database, 'tasks' | 'sessions'>, f: JobFilter): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (f.userId !== undefined) conditions.push(eb('user_id', '=', f.userId));
  if (f.appName) conditions.push(eb(eb.fn<string>('lower', ['app_name']), '=', f.appName.toLowerCase()));
  if (f.appVersion) conditions.push(eb(eb.fn<string>('lower', ['app_version']), '=', f.appVersion.toLowerCase()));
  if (f.states?.length) conditions.push(eb('state', 'in', f.states));
  if (f.createdFrom) conditions.push(eb('created_at', '>=', f.createdFrom));
  if (f.createdBefore) conditions.push(eb('created_at', '<', f.createdBefore));
  if (f.withDeletedApps === false) conditions.push(eb('app_deleted', '=', false));
  return eb.and(conditions);
}

/** The states of a ?states= filter (repeated or comma-separated), and those the kind does not know. */
export function requestedStates(kind: JobKind, states: string[] | string | undefined) {
  const list = (Array.isArray(states) ? states : states ? [states] : [])
    .flatMap((s) => s.split(','))
    .map((s) => s.trim())
    .filter(Boolean);
  return { list, unknown: list.filter((s) => !isKnownState(kind, s)) };
}

type JobTable = 'tasks' | 'sessions';

/** Orders a session or task list newest first (the id breaks ties between jobs created together). */
export const newestFirst = <TB extends JobTable, O>(query: SelectQueryBuilder<Database, TB, O>) =>
  query.orderBy('created_at', 'desc').orderBy('id', 'desc');

/** One page of a filtered list (rows as `select` picks and orders them) and the number of rows the filter matches. */
export async function pageWithTotal<TB extends JobTable, O>(
  filtered: SelectQueryBuilder<Database, TB, object>,
  page: { offset: number; limit: number },
  select: (query: SelectQueryBuilder<Database, TB, object>) => SelectQueryBuilder<Database, TB, O>,
) {
  const [rows, total] = await Promise.all([
    select(filtered).offset(page.offset).limit(page.limit).execute(),
    filtered.select(countAll).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.n };
}
