/**
 * The permission guards on users, groups and environments. Each returns the message to show, or null
 * when the action is allowed.
 */
import { permissionMessages } from './messages';
import { isEveryoneGroupId } from './group-id';
import { isRegularGroup, isRoleGroup, isUserAdminGroup, roleFromGroups } from './role-groups';
import { isRootEnvironment } from './login-environments';
import type { Role } from './roles';
import type { UserFlags } from './permissions';

/** Holds the Administrator role (admin group or the user admin group). */
export const isAdministrator = (groups: readonly number[]): boolean =>
  roleFromGroups(groups) === 'admin' || groups.some(isUserAdminGroup);

/** The built-in administrator account is the member of the user admin group (id 0). */
export const isAdministratorAccount = (groups: readonly number[]): boolean => groups.some(isUserAdminGroup);

export const hasRegularGroup = (groups: readonly number[]): boolean => groups.some(isRegularGroup);

/** May a user in `groups` get global role `to`? */
export const roleChangeError = (groups: readonly number[], to: Role): string | null => {
  const from = roleFromGroups(groups);
  if (from === to) return null;
  if (to === 'admin') return null;
  if (isAdministratorAccount(groups)) return permissionMessages.administratorRoleRestricted;
  if (!hasRegularGroup(groups)) return permissionMessages.noRegularGroup;
  return null;
};

/**
 * May the user in `groups` leave group `groupId`? Afterwards they must still be in a regular group,
 * unless they are an Administrator (who may be in none). Leaving a regular group is refused as their
 * only group; leaving a role group as the role of someone in no regular group.
 */
export const removeFromGroupError = (groups: readonly number[], groupId: number): string | null => {
  const rest = groups.filter((id) => id !== groupId);
  if (hasRegularGroup(rest) || isAdministrator(rest)) return null;
  return isRegularGroup(groupId) ? permissionMessages.onlyGroup : permissionMessages.noRegularGroup;
};

/** Role groups, the user admin group and everyone groups are fixed. */
export const isLockedGroup = (groupId: number): boolean => isRoleGroup(groupId) || isEveryoneGroupId(groupId);

/** May group `groupId`, whose members have the given group lists, be deleted? */
export const deleteGroupError = (groupId: number, memberGroups: readonly (readonly number[])[]): string | null => {
  if (isLockedGroup(groupId)) return permissionMessages.roleGroupLocked;
  const orphans = memberGroups.some((groups) => removeFromGroupError(groups, groupId) !== null);
  return orphans ? permissionMessages.groupWouldOrphanUsers : null;
};

export const renameGroupError = (groupId: number): string | null =>
  isLockedGroup(groupId) ? permissionMessages.roleGroupLocked : null;

/** The root environment cannot be edited or deleted. */
export const environmentChangeError = (environmentName: string): string | null =>
  isRootEnvironment(environmentName) ? permissionMessages.rootEnvironmentLocked : null;

/**
 * May `caller` delete `environmentName`, whose users have the given group lists? Never the root
 * environment; one holding an administrator only by an administrator, since its users go with it.
 */
export const deleteEnvironmentError = (
  caller: UserFlags,
  environmentName: string,
  userGroups: readonly (readonly number[])[],
): string | null =>
  environmentChangeError(environmentName) ??
  (!caller.isAdmin && userGroups.some(isAdministrator) ? permissionMessages.administratorsAdminsOnly : null);

/** The administrator account cannot be edited, have its app access managed, or be deleted. */
export const userChangeError = (groups: readonly number[]): string | null =>
  isAdministratorAccount(groups) ? permissionMessages.administratorAccountLocked : null;

/**
 * May `caller` edit or delete the user in `groups`? The administrator account never; other
 * administrators only by an administrator (group admins manage users, but not administrators).
 */
export const manageUserError = (caller: UserFlags, groups: readonly number[]): string | null =>
  userChangeError(groups) ??
  (!caller.isAdmin && isAdministrator(groups) ? permissionMessages.administratorsAdminsOnly : null);

/** May `caller` manage the app access of the user in `groups`? Never for the administrator account. */
export const userAccessError = (_caller: UserFlags, groups: readonly number[]): string | null =>
  userChangeError(groups);

/**
 * May `caller` give the user in `groups` global role `to`? Only administrators grant or take away
 * the Administrator role; then the rules of roleChangeError (the administrator account, regular groups).
 */
export const assignRoleError = (caller: UserFlags, groups: readonly number[], to: Role): string | null => {
  const from = roleFromGroups(groups);
  if (from === to) return null;
  if (isAdministratorAccount(groups)) return permissionMessages.administratorRoleRestricted;
  if (!caller.isAdmin && (to === 'admin' || from === 'admin')) return permissionMessages.administratorRoleAdminsOnly;
  return roleChangeError(groups, to);
};

/**
 * May `caller` reset the MFA (forget the authenticator) of the user in `groups`? Administrators only,
 * and never the administrator account's, which nobody else edits.
 */
export const resetMfaError = (caller: UserFlags, groups: readonly number[]): string | null =>
  caller.isAdmin ? userChangeError(groups) : permissionMessages.resetMfaAdminsOnly;

/**
 * May `caller` explain app access in `environmentName`? Administrators anywhere; group admins and app
 * publishers (who manage access to apps) only in their own environment, like the rest of what they manage.
 */
export const explainAccessError = (
  caller: UserFlags & { environmentName: string },
  environmentName: string,
): string | null =>
  caller.isAdmin || caller.environmentName.toLowerCase() === environmentName.toLowerCase()
    ? null
    : permissionMessages.explainOwnEnvironmentOnly;

/**
 * May `caller` change the groups and users of `environmentName`? Administrators everywhere; a group
 * admin (whose role is a role group of one environment) only in their own.
 */
export const manageEnvironmentError = (
  caller: UserFlags & { environmentName: string },
  environmentName: string,
): string | null =>
  caller.isAdmin || caller.environmentName.toLowerCase() === environmentName.toLowerCase()
    ? null
    : permissionMessages.manageOwnEnvironmentOnly;
