import type { Caller } from '../context.js';
import type { Db } from '../db/db.js';
import { rolesOfGroups } from '../services/access-decision.js';
import { usersWithEnvironment } from '../services/account-rows.js';

/** Builds the Caller of a user id (roles from role-group membership); undefined when the user no longer exists. */
export async function loadCaller(db: Db, userId: number): Promise<Caller | undefined> {
  const user = await usersWithEnvironment(db)
    .select(['u.id', 'u.name', 'u.environment_id', 'e.name as environment_name'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined;
  const groups = (
    await db.kysely
      .selectFrom('group_members as m')
      .innerJoin('groups as g', 'g.id', 'm.group_id')
      .select('g.entity')
      .where('m.user_id', '=', userId)
      .execute()
  ).map((r) => r.entity);
  return {
    userId: user.id,
    username: user.name,
    environmentId: user.environment_id,
    environmentName: user.environment_name,
    groups,
    ...rolesOfGroups(groups),
  };
}
