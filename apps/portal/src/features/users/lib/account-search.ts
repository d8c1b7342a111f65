import type { Group } from '../api/groups';
import type { User } from '../api/users';

const has = (text: string | null | undefined, needle: string) => (text ?? '').toLowerCase().includes(needle);

/** Users whose name, full name or email contains the search, ignoring case; an empty search keeps all. */
export function searchUsers(users: readonly User[], search: string): User[] {
  const needle = search.trim().toLowerCase();
  return users.filter(
    (user) => !needle || has(user.name, needle) || has(user.description, needle) || has(user.email, needle),
  );
}

/** Groups whose name or description contains the search, ignoring case; an empty search keeps all. */
export function searchGroups(groups: readonly Group[], search: string): Group[] {
  const needle = search.trim().toLowerCase();
  return groups.filter((group) => !needle || has(group.name, needle) || has(group.description, needle));
}
