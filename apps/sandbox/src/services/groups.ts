import { createGroupSchema, deleteGroupError, permissionMessages } from '@pro-portal/rules';
import { countAll, type Db } from '../db/db.js';
import { ErrorCode, badRequest, conflict, forbidden, notFound } from '../errors.js';
import type { EnvironmentRow, GroupRow, UserRow } from './account-rows.js';
import { groupsOfUsers, toUsers } from './account-rows.js';
import { groupEntity } from './entities.js';
import { nameAnswers, nameColumns, validateWith } from './validate.js';

const groupNameAnswers = nameAnswers({ reserved: ErrorCode.reservedName, taken: ErrorCode.groupExists });

export interface GroupInput {
  groupname?: string;
  description?: string;
  max_users?: number;
}

/** Groups visible in an environment: its own, plus the role groups (the user admin group only in ROOT). */
export async function listGroupRows(db: Db, env: EnvironmentRow): Promise<GroupRow[]> {
  return db.kysely
    .selectFrom('groups')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('environment_id', '=', env.id),
        eb.and([eb('kind', '=', 'role'), env.is_root ? eb.lit(true) : eb('role', '<>', 'useradmin')]),
      ]),
    )
    .orderBy((eb) => eb.case('kind').when('role').then(0).when('everyone').then(1).else(2).end())
    .orderBy('name_lower')
    .execute();
}

/** A group of the environment or a role group (the user admin group too, which only ROOT lists). */
export async function findGroup(db: Db, env: EnvironmentRow, name: string): Promise<GroupRow> {
  const key = name.trim().toLowerCase();
  const row =
    (await listGroupRows(db, env)).find((g) => g.name.toLowerCase() === key) ??
    (await db.kysely
      .selectFrom('groups')
      .selectAll()
      .where('kind', '=', 'role')
      .where('name_lower', '=', key)
      .executeTakeFirst());
  if (!row) throw notFound(`Group ${name} does not exist in environment ${env.name}.`, ErrorCode.groupNotFound);
  return row;
}

/** Members of a group that belong to the environment. */
export async function groupMemberRows(db: Db, group: GroupRow, env: EnvironmentRow): Promise<UserRow[]> {
  const users = db.kysely.selectFrom('users as u').selectAll('u').where('u.environment_id', '=', env.id);
  const members =
    group.kind === 'everyone'
      ? users
      : users.innerJoin('group_members as m', 'm.user_id', 'u.id').where('m.group_id', '=', group.id);
  return members.orderBy('u.name_lower').execute();
}

export async function toGroups(db: Db, groups: GroupRow[], env: EnvironmentRow) {
  const counts = await db.kysely
    .selectFrom('group_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.group_id', countAll])
    .where('u.environment_id', '=', env.id)
    .groupBy('m.group_id')
    .execute();
  const everyone = await db.kysely
    .selectFrom('users')
    .select(countAll)
    .where('environment_id', '=', env.id)
    .executeTakeFirst();
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
    const used = await t.kysely.selectFrom('groups').select('entity').where('environment_id', '=', env.id).execute();
    const usedLocal = new Set(used.map((g) => g.entity >> 8));
    let local = 1;
    while (usedLocal.has(local) && local < 65535) local++;
    if (local >= 65535) throw conflict('No more groups can be created in this environment.', ErrorCode.groupExists);
    return t.kysely
      .insertInto('groups')
      .values({
        entity: groupEntity(env.id, local),
        environment_id: env.id,
        ...nameColumns(name),
        description: input.description?.trim() ?? '',
        kind: 'regular',
        max_users: maxUsers ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
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
    const description = input.description?.trim();
    return t.kysely
      .updateTable('groups')
      .set({ ...nameColumns(name), description, max_users: maxUsers })
      .where('id', '=', group.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** The group lists of the group's explicit members. */
async function memberGroupLists(db: Db, group: GroupRow): Promise<number[][]> {
  const members = await db.kysely
    .selectFrom('group_members')
    .select('user_id')
    .where('group_id', '=', group.id)
    .execute();
  return [
    ...(
      await groupsOfUsers(
        db,
        members.map((m) => m.user_id),
      )
    ).values(),
  ];
}

export async function deleteGroup(db: Db, env: EnvironmentRow, groupName: string): Promise<void> {
  await db.tx(async (t) => {
    const group = await findGroup(t, env, groupName);
    if (group.kind !== 'regular') throw forbidden(permissionMessages.roleGroupLocked, ErrorCode.protectedGroup);
    const refusal = deleteGroupError(group.entity, await memberGroupLists(t, group));
    if (refusal) throw conflict(refusal, ErrorCode.groupHasOrphans);
    await t.kysely.deleteFrom('app_access').where('entity', '=', group.entity).execute();
    await t.kysely.deleteFrom('secret_access').where('entity', '=', group.entity).execute();
    await t.kysely.deleteFrom('groups').where('id', '=', group.id).execute();
  });
}
