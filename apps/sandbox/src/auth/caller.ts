import type { Caller } from '../context.js';
import type { Db } from '../db/db.js';
import { rolesOfGroups } from '../services/access-decision.js';

interface UserRow {
  id: number;
  name: string;
  environment_id: number;
  environment_name: string;
}

/** Builds the Caller of a user id (roles from role-group membership); undefined when the user no longer exists. */
export async function loadCaller(db: Db, userId: number): Promise<Caller | undefined> {
  const user = await db.one<UserRow>(
    `select u.id, u.name, u.environment_id, e.name as environment_name
       from users u join environments e on e.id = u.environment_id where u.id = $1`,
    [userId],
  );
  if (!user) return undefined;
  const groups = (
    await db.query<{ entity: number }>(
      'select g.entity from group_members m join groups g on g.id = m.group_id where m.user_id = $1',
      [userId],
    )
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
