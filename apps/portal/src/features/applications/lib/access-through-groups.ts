import { isEveryoneGroupId } from '@pro-portal/rules';

/** The fields of an app access entry this model reads. */
export interface AccessGroup {
  entity: number;
  entity_name: string;
  env_name: string;
}

/** The members of one group with access, as the user manager's user list names them. */
export interface GroupMembers {
  group: AccessGroup;
  users: { name: string }[];
}

/** One line of the Users tab about access that comes from groups. */
export interface InheritedAccess {
  key: string;
  who: string;
  through: string;
}

export const userKey = (name: string, env: string) => `${name}@${env}`;

export const isEveryoneGroup = (group: AccessGroup) => isEveryoneGroupId(group.entity);

const throughText = (groups: string[]) =>
  groups.length === 1 ? `through group ${groups[0]}` : `through groups ${groups.join(', ')}`;

/**
 * Which users the applied groups give the app to (the sandbox's rule: a user has access through every
 * group they are in and through their environment's everyone group): each user@env with the names of
 * those groups.
 */
export function groupsGivingAccess(applied: AccessGroup[], members: GroupMembers[]): Map<string, string[]> {
  const everyoneEnvs = new Set(applied.filter(isEveryoneGroup).map((group) => group.env_name));
  const byUser = new Map<string, string[]>();
  for (const { group, users } of members) {
    for (const user of users) {
      const key = userKey(user.name, group.env_name);
      byUser.set(key, [...(byUser.get(key) ?? []), group.entity_name]);
    }
  }
  for (const [key, groups] of byUser) {
    const env = key.slice(key.lastIndexOf('@') + 1);
    if (everyoneEnvs.has(env)) groups.push('everyone');
  }
  return byUser;
}

/** The Users tab's lines about group access: every user of an environment whose everyone group has access, then each member of a group with access. */
export function accessThroughGroups(applied: AccessGroup[], members: GroupMembers[]): InheritedAccess[] {
  const everyone = applied.filter(isEveryoneGroup).map((group) => ({
    key: `everyone@${group.env_name}`,
    who: `Every user of ${group.env_name}`,
    through: `through the everyone group of ${group.env_name}`,
  }));
  const users = [...groupsGivingAccess(applied, members)]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, groups]) => ({ key, who: key, through: throughText(groups) }));
  return [...everyone, ...users];
}

/** The groups that give a user with direct access the app as well (their environment's everyone group too). */
export function groupsOfUser(applied: AccessGroup[], members: GroupMembers[], name: string, env: string): string[] {
  const groups = groupsGivingAccess(applied, members).get(userKey(name, env));
  if (groups) return groups;
  return applied.some((group) => isEveryoneGroup(group) && group.env_name === env) ? ['everyone'] : [];
}

/** The secondary text of a user with direct access who also has it through groups. */
export function alsoThroughGroups(groups: string[]): string | undefined {
  return groups.length > 0 ? `also ${throughText(groups)}` : undefined;
}

/**
 * How many users the Users tab names: those with direct access and the members of groups with access,
 * each once. The members of an everyone group are not listed one by one, so they are not counted.
 */
export function namedUsersWithAccess(
  direct: { entity_name: string; env_name: string }[],
  applied: AccessGroup[],
  members: GroupMembers[],
): number {
  const named = new Set(groupsGivingAccess(applied, members).keys());
  for (const user of direct) named.add(userKey(user.entity_name, user.env_name));
  return named.size;
}
