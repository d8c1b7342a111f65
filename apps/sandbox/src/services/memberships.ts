import { permissionMessages } from '@pro-portal/rules';
import type { Caller } from '../context.js';
import { countAll, type Db } from '../db/db.js';
import { ErrorCode, conflict, forbidden } from '../errors.js';
import type { EnvironmentRow, GroupRow, UserRow } from './account-rows.js';
import { findGroup, groupMemberRows } from './groups.js';
import { adminAccountLocked, checkMayManage, findUser } from './users.js';

/** The user's memberships joined with their groups, leaving out one group when given. */
const membershipsOf = (db: Db, userId: number, exceptGroupId?: number) =>
  db.kysely
    .selectFrom('group_members as m')
    .innerJoin('groups as g', 'g.id', 'm.group_id')
    .where('m.user_id', '=', userId)
    .$if(exceptGroupId !== undefined, (q) => q.where('g.id', '<>', exceptGroupId ?? -1));

async function regularGroupCount(db: Db, userId: number, except?: number): Promise<number> {
  const row = await membershipsOf(db, userId, except)
    .where('g.kind', '=', 'regular')
    .select(countAll)
    .executeTakeFirstOrThrow();
  return row.n;
}

async function isMember(db: Db, groupId: number, userId: number): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('group_members')
    .select('user_id')
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

async function hasAdminRole(db: Db, userId: number, exceptGroupId?: number): Promise<boolean> {
  const row = await membershipsOf(db, userId, exceptGroupId)
    .where('g.role', 'in', ['admin', 'useradmin'])
    .select('m.user_id')
    .executeTakeFirst();
  return row !== undefined;
}

function checkRoleGrant(caller: Caller, group: GroupRow): void {
  if (group.kind === 'role' && (group.role === 'admin' || group.role === 'useradmin') && !caller.isAdmin) {
    throw forbidden(permissionMessages.administratorRoleAdminsOnly);
  }
}

/**
 * Adds a user to a group; 10303 when already a member. The administrator account and the user admin
 * group are locked, only administrators grant the Administrator role, and a role group other than
 * admin takes only a user who is already in a regular group.
 */
export async function addUserToGroup(db: Db, caller: Caller, env: EnvironmentRow, groupName: string, userName: string) {
  await db.tx(async (t) => {
    const group = await findGroup(t, env, groupName);
    const user = await findUser(t, env, userName);
    if (user.is_protected) throw adminAccountLocked();
    if (group.role === 'useradmin') throw forbidden(permissionMessages.roleGroupLocked, ErrorCode.protectedGroup);
    await checkMayManage(t, caller.isAdmin, user);
    if (group.kind === 'everyone' || (await isMember(t, group.id, user.id))) {
      throw conflict(`User ${user.name} is already a member of group ${group.name}.`, ErrorCode.userAlreadyInGroup);
    }
    checkRoleGrant(caller, group);
    if (group.kind === 'role' && group.role !== 'admin' && (await regularGroupCount(t, user.id)) === 0) {
      throw forbidden(permissionMessages.noRegularGroup, ErrorCode.noRegularGroup);
    }
    if (group.max_users != null && group.max_users >= 0) {
      const members = (await groupMemberRows(t, group, env)).length;
      if (members >= group.max_users) {
        throw conflict(`The group ${group.name} is full (${members} / ${group.max_users} users).`, ErrorCode.groupFull);
      }
    }
    await t.kysely.insertInto('group_members').values({ group_id: group.id, user_id: user.id }).execute();
  });
}

/** Removes a user from a group, refusing the only-group, administrator and no-regular-group cases. */
export async function removeUserFromGroup(
  db: Db,
  caller: Caller,
  env: EnvironmentRow,
  groupName: string,
  userName: string,
) {
  await db.tx(async (t) => {
    const group = await findGroup(t, env, groupName);
    const user: UserRow = await findUser(t, env, userName);
    if (group.kind === 'everyone')
      throw forbidden(`Users cannot be removed from the everyone group.`, ErrorCode.protectedGroup);
    if (!(await isMember(t, group.id, user.id))) {
      throw conflict(`User ${user.name} is not a member of group ${group.name}.`, ErrorCode.userNotInGroup);
    }
    if (user.is_protected) {
      throw forbidden(permissionMessages.administratorRoleRestricted, ErrorCode.protectedUser);
    }
    await checkMayManage(t, caller.isAdmin, user);
    checkRoleGrant(caller, group);
    const regular = await regularGroupCount(t, user.id, group.kind === 'regular' ? group.id : undefined);
    if (group.kind === 'regular' && regular === 0 && !(await hasAdminRole(t, user.id))) {
      throw conflict(permissionMessages.onlyGroup, ErrorCode.userOnlyInGroup);
    }
    if (group.kind === 'role' && regular === 0 && !(await hasAdminRole(t, user.id, group.id))) {
      throw forbidden(permissionMessages.noRegularGroup, ErrorCode.noRegularGroup);
    }
    await t.kysely
      .deleteFrom('group_members')
      .where('group_id', '=', group.id)
      .where('user_id', '=', user.id)
      .execute();
  });
}
