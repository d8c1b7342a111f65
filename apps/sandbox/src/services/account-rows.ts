import type { Selectable } from 'kysely';
import type { Db } from '../db/db.js';
import type { EnvironmentsTable, GroupsTable, UsersTable } from '../db/schema.js';
import { userEntity } from './entities.js';

/** Rows as the services read them (every column of the table). */
export type EnvironmentRow = Selectable<EnvironmentsTable>;
export type GroupRow = Selectable<GroupsTable>;
export type UserRow = Selectable<UsersTable>;

/** Users (as `u`) joined with their environment (as `e`), for reading a user with its environment's columns. */
export const usersWithEnvironment = (db: Db) =>
  db.kysely.selectFrom('users as u').innerJoin('environments as e', 'e.id', 'u.environment_id');

export const toEnvironment = (e: EnvironmentRow) => ({
  id: e.id,
  name: e.name,
  description: e.description,
  isDefault: e.is_default,
  samlMetadataUrl: e.saml_metadata_url || null,
  domain: e.domain || null,
});

const toEnvironmentRef = (e: EnvironmentRow) => ({
  id: e.id,
  name: e.name,
  samlMetadataUrl: e.saml_metadata_url || null,
});

/** Entities of the groups each user is an explicit member of. */
export async function groupsOfUsers(db: Db, userIds: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return map;
  const rows = await db.kysely
    .selectFrom('group_members as m')
    .innerJoin('groups as g', 'g.id', 'm.group_id')
    .select(['m.user_id', 'g.entity'])
    .where('m.user_id', 'in', userIds)
    .orderBy('g.entity')
    .execute();
  for (const r of rows) map.get(r.user_id)?.push(r.entity);
  return map;
}

export async function toUsers(db: Db, users: UserRow[], env: EnvironmentRow) {
  const groups = await groupsOfUsers(
    db,
    users.map((u) => u.id),
  );
  return users.map((u) => ({
    name: u.name,
    description: u.full_name || null,
    email: u.email || null,
    environment: toEnvironmentRef(env),
    groups: groups.get(u.id) ?? [],
    entity: userEntity(u.id),
  }));
}
