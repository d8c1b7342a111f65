import { planRoleChangeFromGroups, roleGroupApiName, roleOfGroup, type Role } from '@pro-portal/rules';

export interface RoleChangeSteps {
  /** Role group names (API names) to join, then to leave. */
  join: string[];
  leave: string[];
}

const apiNameOf = (id: number): string[] => {
  const role = roleOfGroup(id);
  return role ? [roleGroupApiName(role)] : [];
};

/** The role-group memberships that take a user in `groups` to role `to`. */
export function roleChangeSteps(groups: readonly number[], to: Role): RoleChangeSteps {
  const plan = planRoleChangeFromGroups(groups, to);
  return { join: plan.add.flatMap(apiNameOf), leave: plan.remove.flatMap(apiNameOf) };
}
