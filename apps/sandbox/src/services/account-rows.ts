import type { Db } from '../db/db.js';
import { userEntity } from './entities.js';

export interface EnvironmentRow {
  id: number;
  name: string;
  description: string;
  is_default: boolean;
  is_root: boolean;
  saml_metadata_url: string | null;
  domain: string | null;
}

export interface GroupRow {
  id: number;
  entity: number;
  environment_id: number;
  name: string;
  description: string;
  kind: 'regular' | 'everyone' | 'role';
  role: string | null;
  max_users: number | null;
  is_default: boolean;
}

export interface UserRow {
  id: number;
  environment_id: number;
  name: string;
  full_name: string;
  email: string;
  password_hash: string | null;
  mfa_secret: string | null;
  mfa_enabled: boolean;
  is_protected: boolean;
}

export const toEnvironment = (e: EnvironmentRow) => ({
  id: e.id,
  name: e.name,
  description: e.description,
  isDefault: e.is_default,
  samlMetadataUrl: e.saml_metadata_url || null,
  domain: e.domain || null,
});

export const toEnvironmentRef = (e: EnvironmentRow) => ({
  id: e.id,
  name: e.name,
  samlMetadataUrl: e.saml_metadata_url || null,
});

/** Entities of the groups each user is an explicit member of. */
export async function groupsOfUsers(db: Db, userIds: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return map;
  const rows = await db.query<{ user_id: number; entity: number }>(
    `select m.user_id, g.entity from group_members m join groups g on g.id = m.group_id
      where m.user_id = any($1::int[]) order by g.entity`,
    [userIds],
  );
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
