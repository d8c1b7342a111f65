import { isRegularGroup, roleChangeError, roleFromGroups, type UserFormValues } from '@pro-portal/rules';
import type { ApiCall } from '../../../shared/api/api-call';
import { roleChangeSteps } from '../lib/role-change';
import type { Group } from './groups';
import { membershipCall, saveUserCall, type User } from './users';

export interface SaveUserOptions {
  /** The user being edited; creating when absent. */
  user?: User;
  /** Created inside this group: it is joined instead of the chosen groups. */
  contextGroup?: Group;
  groups: Group[];
}

/** One group the user dialog joins or leaves: its id, its name and which of the two. */
export interface MembershipStep {
  id: number;
  group: string;
  join: boolean;
}

/** The groups the user dialog joins, then those it leaves (both the send and "Show API call" follow it). */
export function membershipSteps(
  values: UserFormValues,
  { user, contextGroup, groups }: SaveUserOptions,
): MembershipStep[] {
  const wanted = contextGroup ? [contextGroup.entity] : (values.groups ?? []);
  const before = user?.groups ?? [];
  const joins = wanted.filter((id) => !before.includes(id));
  const leaves = contextGroup ? [] : before.filter((id) => isRegularGroup(id) && !wanted.includes(id));
  return [...joins, ...leaves].flatMap((id) => {
    const group = groups.find((g) => g.entity === id)?.name;
    return group ? [{ id, group, join: joins.includes(id) }] : [];
  });
}

/**
 * Every call the user dialog sends when each succeeds, in order: the user, the group memberships,
 * then the role groups of the chosen global role (what "Show API call" shows).
 */
export function saveUserCalls(env: string, values: UserFormValues, options: SaveUserOptions): ApiCall[] {
  const { user } = options;
  // The saved user's name: an edit may rename them.
  const name = values.username.trim() || (user?.name ?? '');
  const calls: ApiCall[] = [saveUserCall(env, values, user?.name)];
  const memberships = new Set(user?.groups ?? []);
  for (const { id, group, join } of membershipSteps(values, options)) {
    calls.push(membershipCall(env, group, name, join));
    if (join) memberships.add(id);
    else memberships.delete(id);
  }
  const role = values.role ?? 'user';
  const current = [...memberships];
  if (roleFromGroups(current) !== role && !roleChangeError(current, role)) {
    const { join, leave } = roleChangeSteps(current, role);
    for (const group of join) calls.push(membershipCall(env, group, name, true));
    for (const group of leave) calls.push(membershipCall(env, group, name, false));
  }
  return calls;
}
