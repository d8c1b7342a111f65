import { sql } from 'kysely';
import type { Caller } from '../context.js';
import type { Db } from '../db/db.js';
import { rolesOfGroups } from '../services/access-decision.js';
import { usersWithEnvironment } from '../services/account-rows.js';

/** Builds the Caller of a user id (roles from role-group membership) in one query; undefined when the user no longer exists. */
export async function loadCaller(db: Db, userId: number): Promise<Caller | undefined> {
  const user = await usersWithEnvironment(db)
    .select((eb) => [
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
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined;
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
