import type { ExpressionBuilder, Expression, SqlBool } from 'kysely';
import { hasCapability, type Caller } from '../context.js';
import type { Db } from '../db/db.js';
import type { Database } from '../db/schema.js';
import { ErrorCode, forbidden, notFound } from '../errors.js';
import { usersWithEnvironment, type EnvironmentRow } from './account-rows.js';
import { findEnvironment } from './environments.js';
import { findGroup } from './groups.js';
import { findUser } from './users.js';

/**
 * The user manager's name filters, per field: exact (case-sensitive or not), contains (idem), in and
 * not in a comma-separated list. `account_name_equal_cs` and so on, as the query names them.
 */
export interface NameFilter {
  equal_cs?: string;
  equal_ci?: string;
  contain_cs?: string;
  contain_ci?: string;
  in?: string[];
  not_in?: string[];
}

const SUFFIXES = ['equal_cs', 'equal_ci', 'contain_cs', 'contain_ci', 'in', 'not_in'] as const;

/** The filter of one field out of the query (`{field}_{suffix}` parameters). */
export function nameFilter(query: Record<string, unknown>, field: string): NameFilter {
  const filter: Record<string, unknown> = {};
  for (const suffix of SUFFIXES) {
    const value = query[`${field}_${suffix}`];
    if (value !== undefined) filter[suffix] = value;
  }
  return filter as NameFilter;
}

/** True when a name passes the filter. */
export function nameMatches(name: string, f: NameFilter): boolean {
  const lower = name.toLowerCase();
  if (f.equal_cs !== undefined && name !== f.equal_cs) return false;
  if (f.equal_ci !== undefined && lower !== f.equal_ci.toLowerCase()) return false;
  if (f.contain_cs !== undefined && !name.includes(f.contain_cs)) return false;
  if (f.contain_ci !== undefined && !lower.includes(f.contain_ci.toLowerCase())) return false;
  if (f.in && !f.in.includes(name)) return false;
  if (f.not_in && f.not_in.includes(name)) return false;
  return true;
}

/** The filter as a condition on a name column and its lower-case twin. */
function nameCondition(
  eb: ExpressionBuilder<Database, 'environments'>,
  column: 'name',
  lowerColumn: 'name_lower',
  f: NameFilter,
): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  const contains = (col: 'name' | 'name_lower', text: string) => eb(eb.fn('strpos', [col, eb.val(text)]), '>', 0);
  if (f.equal_cs !== undefined) parts.push(eb(column, '=', f.equal_cs));
  if (f.equal_ci !== undefined) parts.push(eb(lowerColumn, '=', f.equal_ci.toLowerCase()));
  if (f.contain_cs !== undefined) parts.push(contains(column, f.contain_cs));
  if (f.contain_ci !== undefined) parts.push(contains(lowerColumn, f.contain_ci.toLowerCase()));
  if (f.in) parts.push(eb(column, 'in', f.in));
  if (f.not_in) parts.push(eb.not(eb(column, 'in', f.not_in)));
  return eb.and(parts);
}

export interface EnvironmentQuery extends Record<string, unknown> {
  sort?: string;
  offset?: number;
  limit?: number;
}

const SORT_COLUMNS = { environment_name: 'name_lower', description: 'description' } as const;

/** An environment as the user manager answers it. */
const toDirectoryEnvironment = (accountName: string, e: EnvironmentRow) => ({
  account_name: accountName,
  environment_name: e.name,
  description: e.description,
});

/** GET /environment: the account's environments, filtered, sorted (environment_name by default) and paged. */
export async function listDirectoryEnvironments(db: Db, accountName: string, q: EnvironmentQuery) {
  if (!nameMatches(accountName, nameFilter(q, 'account_name'))) return [];
  const envFilter = nameFilter(q, 'environment_name');
  let query = db.kysely
    .selectFrom('environments')
    .selectAll()
    .where((eb) => nameCondition(eb, 'name', 'name_lower', envFilter));
  // Every environment has the same account name: sorting on it changes nothing.
  const keys = (q.sort ?? 'environment_name').split(',').filter((k) => k.replace(/^-/, '') !== 'account_name');
  for (const key of keys) {
    const column = SORT_COLUMNS[key.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
    query = query.orderBy(column, key.startsWith('-') ? 'desc' : 'asc');
  }
  const rows = await query
    .orderBy('id')
    .offset(q.offset ?? 0)
    .limit(q.limit ?? 100)
    .execute();
  return rows.map((e) => toDirectoryEnvironment(accountName, e));
}

/** GET /environment/{account_name}/{environment_name}/info: 404 for another account or an unknown environment. */
export async function directoryEnvironment(db: Db, accountName: string, account: string, environmentName: string) {
  if (account !== accountName) throw notFound(`Account ${account} does not exist.`, ErrorCode.notFound);
  return toDirectoryEnvironment(accountName, await findEnvironment(db, environmentName));
}

/** GET /environment/@current/info: the caller's environment. */
export async function currentDirectoryEnvironment(db: Db, accountName: string, caller: Caller) {
  const env = await db.kysely
    .selectFrom('environments')
    .selectAll()
    .where('id', '=', caller.environmentId)
    .executeTakeFirstOrThrow();
  return toDirectoryEnvironment(accountName, env);
}

/** The names of the groups each user belongs to (role groups included), by user id. */
async function groupNamesOf(db: Db, userIds: number[]): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>();
  if (userIds.length === 0) return names;
  const rows = await db.kysely
    .selectFrom('group_members as m')
    .innerJoin('groups as g', 'g.id', 'm.group_id')
    .select(['m.user_id', 'g.name'])
    .where('m.user_id', 'in', userIds)
    .orderBy('g.name_lower')
    .execute();
  for (const r of rows) names.set(r.user_id, [...(names.get(r.user_id) ?? []), r.name]);
  return names;
}

/** GET /user/@current/info: the caller's profile with the names of their groups (role groups included). */
export async function currentDirectoryUser(db: Db, accountName: string, caller: Caller) {
  const user = await db.kysely
    .selectFrom('users')
    .select(['name', 'email', 'full_name'])
    .where('id', '=', caller.userId)
    .executeTakeFirstOrThrow();
  return {
    account_name: accountName,
    environment_name: caller.environmentName,
    user_name: user.name,
    email: user.email,
    full_name: user.full_name,
    groups: (await groupNamesOf(db, [caller.userId])).get(caller.userId) ?? [],
  };
}

type Item = Record<string, string | string[]>;

/**
 * Filters (every `{field}_{suffix}` of the query), sorts (`sort`: comma-separated fields, '-' for
 * descending, then the default order) and pages (`offset`, `limit` 100) a directory list.
 */
function pageOf<T extends Item>(items: T[], q: EnvironmentQuery, fields: string[], defaultSort: string): T[] {
  const filters = fields.map((f) => [f, nameFilter(q, f)] as const);
  const kept = items.filter((item) => filters.every(([f, filter]) => nameMatches(String(item[f]), filter)));
  const keys = [...(q.sort ? q.sort.split(',') : []), ...defaultSort.split(',')];
  kept.sort((a, b) => {
    for (const key of keys) {
      const field = key.replace(/^-/, '');
      const order = String(a[field]).localeCompare(String(b[field]), undefined, { sensitivity: 'base' });
      if (order !== 0) return key.startsWith('-') ? -order : order;
    }
    return 0;
  });
  const offset = q.offset ?? 0;
  return kept.slice(offset, offset + (q.limit ?? 100));
}

const notInAccount = (account: string) => notFound(`Account ${account} does not exist.`, ErrorCode.notFound);

async function groupItems(db: Db, accountName: string) {
  const rows = await db.kysely
    .selectFrom('groups as g')
    .innerJoin('environments as e', 'e.id', 'g.environment_id')
    .select(['g.name', 'g.description', 'e.name as env'])
    .execute();
  return rows.map((g) => ({
    account_name: accountName,
    environment_name: g.env,
    group_name: g.name,
    description: g.description,
  }));
}

/** GET /group: the groups of every environment, each under its own environment. */
export async function listDirectoryGroups(db: Db, accountName: string, q: EnvironmentQuery) {
  const fields = ['account_name', 'environment_name', 'group_name'];
  return pageOf(await groupItems(db, accountName), q, fields, 'environment_name,group_name');
}

/** GET /group/{account}/{environment}/{group}/info: 404 for another account, environment or group. */
export async function directoryGroup(db: Db, accountName: string, names: DirectoryNames & { group_name: string }) {
  if (names.account_name !== accountName) throw notInAccount(names.account_name);
  const env = await findEnvironment(db, names.environment_name);
  const group = await findGroup(db, env, names.group_name);
  return {
    account_name: accountName,
    environment_name: env.name,
    group_name: group.name,
    description: group.description,
  };
}

async function userItems(db: Db, accountName: string, where?: { id: number }) {
  let query = usersWithEnvironment(db).select(['u.id', 'u.name', 'u.email', 'u.full_name', 'e.name as env']);
  if (where) query = query.where('u.id', '=', where.id);
  const rows = await query.execute();
  const groups = await groupNamesOf(
    db,
    rows.map((u) => u.id),
  );
  return rows.map((u) => ({
    account_name: accountName,
    environment_name: u.env,
    user_name: u.name,
    email: u.email,
    full_name: u.full_name,
    groups: groups.get(u.id) ?? [],
  }));
}

/** GET /user: the users of every environment. */
export async function listDirectoryUsers(db: Db, accountName: string, q: EnvironmentQuery) {
  const fields = ['account_name', 'environment_name', 'user_name'];
  return pageOf(await userItems(db, accountName), q, fields, 'environment_name,user_name');
}

export interface DirectoryNames {
  account_name: string;
  environment_name: string;
}

/**
 * GET /user/{account}/{environment}/{user}/info: 404 for another account, environment or user. Those
 * who may not list users read only themselves (403 for anyone else).
 */
export async function directoryUser(
  db: Db,
  accountName: string,
  caller: Caller,
  names: DirectoryNames & { user_name: string },
) {
  if (names.account_name !== accountName) throw notInAccount(names.account_name);
  const env = await findEnvironment(db, names.environment_name);
  const user = await findUser(db, env, names.user_name);
  if (user.id !== caller.userId && !hasCapability(caller, 'manageApps'))
    throw forbidden('You may only read your own user.');
  return (await userItems(db, accountName, { id: user.id }))[0]!;
}
