import { createGroupSchema, permissionMessages } from '@pro-portal/rules';
import type { Db } from '../db/db.js';
import { ErrorCode, badRequest, conflict, forbidden, notFound } from '../errors.js';
import type { EnvironmentRow, GroupRow, UserRow } from './account-rows.js';
import { toUsers } from './account-rows.js';
import { groupEntity } from './entities.js';
import { nameAnswers, validateWith } from './validate.js';

const groupNameAnswers = nameAnswers({ reserved: ErrorCode.reservedName, taken: ErrorCode.groupExists });

export interface GroupInput {
  groupname?: string;
  description?: string;
  max_users?: number;
}

/** Groups visible in an environment: its own, plus the role groups (the user admin group only in ROOT). */
export async function listGroupRows(db: Db, env: EnvironmentRow): Promise<GroupRow[]> {
  return db.query<GroupRow>(
    `select * from groups
      where environment_id = $1 or (kind = 'role' and (role <> 'useradmin' or $2::boolean))
      order by case kind when 'role' then 0 when 'everyone' then 1 else 2 end, name_lower`,
    [env.id, env.is_root],
  );
}

/** A group of the environment or a role group (the user admin group too, which only ROOT lists). */
export async function findGroup(db: Db, env: EnvironmentRow, name: string): Promise<GroupRow> {
  const key = name.trim().toLowerCase();
  const row =
    (await listGroupRows(db, env)).find((g) => g.name.toLowerCase() === key) ??
    (await db.one<GroupRow>(`select * from groups where kind = 'role' and name_lower = $1`, [key]));
  if (!row) throw notFound(`Group ${name} does not exist in environment ${env.name}.`, ErrorCode.groupNotFound);
  return row;
}

/** Members of a group that belong to the environment. */
export async function groupMemberRows(db: Db, group: GroupRow, env: EnvironmentRow): Promise<UserRow[]> {
  if (group.kind === 'everyone')
    return db.query<UserRow>('select * from users where environment_id = $1 order by name_lower', [env.id]);
  return db.query<UserRow>(
    `select u.* from users u join group_members m on m.user_id = u.id
      where m.group_id = $1 and u.environment_id = $2 order by u.name_lower`,
    [group.id, env.id],
  );
}

export async function toGroups(db: Db, groups: GroupRow[], env: EnvironmentRow) {
  const counts = await db.query<{ group_id: number; n: number }>(
    `select m.group_id, count(*) as n from group_members m join users u on u.id = m.user_id
      where u.environment_id = $1 group by m.group_id`,
    [env.id],
  );
  const everyone = await db.one<{ n: number }>('select count(*) as n from users where environment_id = $1', [env.id]);
  return groups.map((g) => ({
    name: g.name,
    description: g.description,
    entity: g.entity,
    environment: env.name,
    max_users: g.max_users ?? -1,
    curr_users: g.kind === 'everyone' ? (everyone?.n ?? 0) : (counts.find((c) => c.group_id === g.id)?.n ?? 0),
    isDefault: g.is_default,
    groups: [] as number[],
  }));
}

export async function groupMembers(db: Db, env: EnvironmentRow, group: GroupRow) {
  return toUsers(db, await groupMemberRows(db, group, env), env);
}

/** The group name as the portal's form checks it (the shared schema); a taken name is a conflict. */
async function checkName(db: Db, env: EnvironmentRow, name: string | undefined, currentName?: string): Promise<string> {
  const existingNames = (await listGroupRows(db, env)).map((g) => g.name);
  validateWith(createGroupSchema({ existingNames, currentName }), { groupname: name ?? '' }, groupNameAnswers);
  return (name ?? '').trim();
}

function checkMaxUsers(value: number | undefined): number | null | undefined {
  if (value === undefined) return undefined;
  if (!Number.isInteger(value) || value < -1)
    throw badRequest('The maximum number of users must be -1 (unlimited) or more.');
  return value === -1 ? null : value;
}

export async function createGroup(db: Db, env: EnvironmentRow, input: GroupInput): Promise<GroupRow> {
  return db.tx(async (t) => {
    const name = await checkName(t, env, input.groupname);
    const maxUsers = checkMaxUsers(input.max_users);
    const used = await t.query<{ entity: number }>('select entity from groups where environment_id = $1', [env.id]);
    const usedLocal = new Set(used.map((g) => g.entity >> 8));
    let local = 1;
    while (usedLocal.has(local) && local < 65535) local++;
    if (local >= 65535) throw conflict('No more groups can be created in this environment.', ErrorCode.groupExists);
    return (await t.one<GroupRow>(
      `insert into groups (entity, environment_id, name, name_lower, description, kind, max_users)
       values ($1, $2, $3, $4, $5, 'regular', $6) returning *`,
      [groupEntity(env.id, local), env.id, name, name.toLowerCase(), input.description?.trim() ?? '', maxUsers ?? null],
    ))!;
  });
}

export async function updateGroup(
  db: Db,
  env: EnvironmentRow,
  groupName: string,
  input: GroupInput,
): Promise<GroupRow> {
  return db.tx(async (t) => {
    const group = await findGroup(t, env, groupName);
    const renaming = input.groupname !== undefined && input.groupname.trim() !== group.name;
    if (group.kind !== 'regular' && (renaming || input.max_users !== undefined)) {
      throw forbidden(permissionMessages.roleGroupLocked, ErrorCode.protectedGroup);
    }
    const name = renaming ? await checkName(t, env, input.groupname, group.name) : group.name;
    const maxUsers = checkMaxUsers(input.max_users);
    if (maxUsers != null) {
      const members = (await groupMemberRows(t, group, env)).length;
      if (members > maxUsers) {
        throw conflict(
          `The group ${group.name} has ${members} users, more than the new maximum of ${maxUsers}.`,
          ErrorCode.groupFull,
        );
      }
    }
    return (await t.one<GroupRow>(
      `update groups set name = $2, name_lower = $3, description = coalesce($4, description),
         max_users = case when $5::boolean then $6 else max_users end where id = $1 returning *`,
      [group.id, name, name.toLowerCase(), input.description?.trim() ?? null, maxUsers !== undefined, maxUsers ?? null],
    ))!;
  });
}

/** Users for whom this group is their only regular group (admins may be in none, so they do not count). */
async function usersOnlyInGroup(db: Db, group: GroupRow): Promise<number[]> {
  const rows = await db.query<{ user_id: number }>(
    `select m.user_id from group_members m
      where m.group_id = $1
        and not exists (select 1 from group_members o join groups g on g.id = o.group_id
                         where o.user_id = m.user_id and o.group_id <> $1 and g.kind = 'regular')
        and not exists (select 1 from group_members a join groups g on g.id = a.group_id
                         where a.user_id = m.user_id and g.role in ('admin', 'useradmin'))`,
    [group.id],
  );
  return rows.map((r) => r.user_id);
}

export async function deleteGroup(db: Db, env: EnvironmentRow, groupName: string): Promise<void> {
  await db.tx(async (t) => {
    const group = await findGroup(t, env, groupName);
    if (group.kind !== 'regular') throw forbidden(permissionMessages.roleGroupLocked, ErrorCode.protectedGroup);
    if ((await usersOnlyInGroup(t, group)).length > 0) {
      throw conflict(permissionMessages.groupWouldOrphanUsers, ErrorCode.groupHasOrphans);
    }
    await t.query('delete from app_access where entity = $1', [group.entity]);
    await t.query('delete from groups where id = $1', [group.id]);
  });
}
