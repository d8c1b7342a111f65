import { sql } from 'kysely';
import type { Caller } from '../context.js';
import type { Db } from '../db/db.js';
import { rolesOfGroups } from '../services/access-decision.js';
import { usersWithEnvironment } from '../services/account-rows.js';

/**
 * The query of a Caller's columns: the user, its environment and the entity ids of its groups (role
 * groups included), one row per user; callers narrow it to the user they look for.
 */
export const callerRows = (db: Db) =>
  usersWithEnvironment(db).select((eb) => [
    'u.id',
    'u.name',
    'u.environment_id',
    'e.name as environment_name',
    // A json value: both engines parse it, the embedded one without decoding an array type.
    eb
      .selectFrom('group_members as m')
      .innerJoin('groups as g', 'g.id', 'm.group_id')
      .select(sql<number[]>`coalesce(json_agg(g.entity), '[]'::json)`.as('entities'))
      .whereRef('m.user_id', '=', 'u.id')
      .as('groups'),
  ]);

type CallerRow = Awaited<ReturnType<ReturnType<typeof callerRows>['executeTakeFirstOrThrow']>>;

/** A Caller of a row of callerRows (roles from role-group membership). */
export function toCaller(user: CallerRow): Caller {
  const groups = user.groups ?? [];
  return {
    userId: user.id,
    username: user.name,
    environmentId: user.environment_id,
    environmentName: user.environment_name,
    groups,
    ...rolesOfGroups(groups),
  };
}

/** Builds the Caller of a user id in one query; undefined when the user no longer exists. */
export async function loadCaller(db: Db, userId: number): Promise<Caller | undefined> {
  const user = await callerRows(db).where('u.id', '=', userId).executeTakeFirst();
  return user && toCaller(user);
}
