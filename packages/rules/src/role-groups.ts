/**
 * Global roles are memberships of role groups (role flag set, environment 0):
 *
 *   role          id   local  API group name
 *   admin         128  0      admin
 *   groupAdmin    384  1      GroupAdmins
 *   appPublisher  896  3      AppPublishers
 *
 * Group 0 (environment 0, no flag, local 0) is the user admin group: it holds the built-in
 * administrator account, which counts as admin and whose role cannot be lowered.
 */
import { decodeGroupId, encodeGroupId, isEveryoneGroupId, isValidGroupId } from './group-id';
import { isHigherRole, type Role } from './roles';

export type RoleWithGroup = Exclude<Role, 'user'>;

export const USER_ADMIN_GROUP_ID = 0;

export const ROLE_GROUPS: Record<RoleWithGroup, { id: number; local: number; apiName: string }> = {
  admin: { id: 128, local: 0, apiName: 'admin' },
  groupAdmin: { id: 384, local: 1, apiName: 'GroupAdmins' },
  appPublisher: { id: 896, local: 3, apiName: 'AppPublishers' },
};

const ROLE_BY_LOCAL = new Map<number, RoleWithGroup>(
  (Object.keys(ROLE_GROUPS) as RoleWithGroup[]).map((role) => [ROLE_GROUPS[role].local, role]),
);

/** The role group of `role`, in environment 0 unless told otherwise. */
export const roleGroupId = (role: RoleWithGroup, environment = 0): number =>
  encodeGroupId({ environment, roleFlag: true, local: ROLE_GROUPS[role].local });

/** The role a group grants, or null for groups that grant none. */
export const roleOfGroup = (id: number): RoleWithGroup | null => {
  if (id === USER_ADMIN_GROUP_ID) return 'admin';
  if (!isValidGroupId(id)) return null;
  const { roleFlag, local } = decodeGroupId(id);
  return roleFlag ? (ROLE_BY_LOCAL.get(local) ?? null) : null;
};

/** The role group's API name for a role ('admin', 'GroupAdmins', 'AppPublishers'). */
export const roleGroupApiName = (role: RoleWithGroup): string => ROLE_GROUPS[role].apiName;

/** The role an API group name grants (exact names), or null. */
export const roleOfGroupName = (name: string): RoleWithGroup | null =>
  (Object.keys(ROLE_GROUPS) as RoleWithGroup[]).find((role) => ROLE_GROUPS[role].apiName === name) ?? null;

export const isRoleGroup = (id: number): boolean => roleOfGroup(id) !== null;

export const isUserAdminGroup = (id: number): boolean => id === USER_ADMIN_GROUP_ID;

/** A group users are placed in for access: neither a role group, the user admin group nor an everyone group. */
export const isRegularGroup = (id: number): boolean => isValidGroupId(id) && !isRoleGroup(id) && !isEveryoneGroupId(id);

/** Highest role among the groups: admin > group admin > app publisher > user. */
export const roleFromGroups = (groups: readonly number[]): Role =>
  groups.reduce<Role>((best, id) => {
    const role = roleOfGroup(id);
    return role && isHigherRole(role, best) ? role : best;
  }, 'user');

export interface RoleChangePlan {
  add: number[];
  remove: number[];
}

/** Which role groups to join and leave to go from role `from` to role `to`. */
export const planRoleChange = (from: Role, to: Role, environment = 0): RoleChangePlan => {
  if (from === to) return { add: [], remove: [] };
  return {
    add: to === 'user' ? [] : [roleGroupId(to, environment)],
    remove: from === 'user' ? [] : [roleGroupId(from, environment)],
  };
};

/**
 * The same plan computed from the user's actual groups: leave every role group other than the
 * target's (a user may be in several), join the target's if not in it yet.
 * The user admin group is never left (and already makes its members admin).
 */
export const planRoleChangeFromGroups = (groups: readonly number[], to: Role, environment = 0): RoleChangePlan => {
  const target = to === 'user' ? null : roleGroupId(to, environment);
  const remove = groups.filter((id) => isRoleGroup(id) && !isUserAdminGroup(id) && roleOfGroup(id) !== to);
  const alreadyThere = groups.some((id) => roleOfGroup(id) === to);
  const add = target != null && !alreadyThere ? [target] : [];
  return { add, remove };
};
