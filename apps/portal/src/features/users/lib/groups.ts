import { isEveryoneGroupId, isRegularGroup, isRoleGroup, roleOfGroup, isUserAdminGroup } from '@pro-portal/rules';
import { roleDescriptions } from './role-descriptions';
import { uiTexts } from '../../../shared/texts/ui-texts';
import type { Group } from '../api/groups';
import type { User } from '../api/users';

export type GroupKind = 'role' | 'everyone' | 'regular';

export function groupKind(group: Pick<Group, 'entity'>): GroupKind {
  if (isRoleGroup(group.entity)) return 'role';
  if (isEveryoneGroupId(group.entity)) return 'everyone';
  return 'regular';
}

/** The users of the environment in the group; everyone holds them all. */
export function membersOf(group: Pick<Group, 'entity'>, users: readonly User[]): User[] {
  return isEveryoneGroupId(group.entity) ? [...users] : users.filter((u) => u.groups.includes(group.entity));
}

/** 'n / max max' for groups with a maximum (NamedUsers), else the number of users. */
export function capacityLabel(group: Pick<Group, 'max_users'>, members: number): string {
  return group.max_users >= 0
    ? uiTexts.groupCapacity(members, group.max_users)
    : `${members} ${members === 1 ? 'user' : 'users'}`;
}

/** The role descriptions for role groups; the group's own description otherwise. */
export function groupDescription(group: Pick<Group, 'entity' | 'description'>): string {
  const role = roleOfGroup(group.entity);
  if (role && !isUserAdminGroup(group.entity)) return roleDescriptions[role];
  return group.description;
}

export const regularGroups = (groups: readonly Group[]): Group[] => groups.filter((g) => isRegularGroup(g.entity));

/** Role groups first, then the everyone group, then the regular groups by name. */
export function sortGroups(groups: readonly Group[]): Group[] {
  const rank: Record<GroupKind, number> = { role: 0, everyone: 1, regular: 2 };
  return [...groups].sort((a, b) => rank[groupKind(a)] - rank[groupKind(b)] || a.name.localeCompare(b.name));
}

/** Names of the groups with the given ids, in the order of the ids; unknown ids are left out. */
export function groupNames(ids: readonly number[], groups: readonly Pick<Group, 'entity' | 'name'>[]): string[] {
  const byId = new Map(groups.map((g) => [g.entity, g.name]));
  return ids.flatMap((id) => {
    const name = byId.get(id);
    return name === undefined ? [] : [name];
  });
}
