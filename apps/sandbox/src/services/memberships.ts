import { hasRegularGroup, permissionMessages, removeFromGroupError } from '@pro-portal/rules';
import type { Caller } from '../context.js';
import type { Db } from '../db/db.js';
import { ErrorCode, conflict, forbidden } from '../errors.js';
import { groupsOfUsers, type EnvironmentRow, type GroupRow, type UserRow } from './account-rows.js';
import { findGroup, groupMemberRows } from './groups.js';
import { adminAccountLocked, checkMayManage, findUser } from './users.js';

/** The entities of the groups the user is an explicit member of. */
const groupsOf = async (db: Db, user: UserRow): Promise<number[]> =>
  (await groupsOfUsers(db, [user.id])).get(user.id) ?? [];

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
    const groups = await groupsOf(t, user);
    if (group.kind === 'everyone' || groups.includes(group.entity)) {
      throw conflict(`User ${user.name} is already a member of group ${group.name}.`, ErrorCode.userAlreadyInGroup);
    }
    checkRoleGrant(caller, group);
    if (group.kind === 'role' && group.role !== 'admin' && !hasRegularGroup(groups)) {
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
    const groups = await groupsOf(t, user);
    if (!groups.includes(group.entity)) {
      throw conflict(`User ${user.name} is not a member of group ${group.name}.`, ErrorCode.userNotInGroup);
    }
    if (user.is_protected) {
      throw forbidden(permissionMessages.administratorRoleRestricted, ErrorCode.protectedUser);
    }
    await checkMayManage(t, caller.isAdmin, user);
    checkRoleGrant(caller, group);
    const refusal = removeFromGroupError(groups, group.entity);
    if (refusal === permissionMessages.onlyGroup) throw conflict(refusal, ErrorCode.userOnlyInGroup);
    if (refusal) throw forbidden(refusal, ErrorCode.noRegularGroup);
    await t.kysely
      .deleteFrom('group_members')
      .where('group_id', '=', group.id)
      .where('user_id', '=', user.id)
      .execute();
  });
}
