import { useCallback } from 'react';
import type { Role } from '@pro-portal/rules';
import { roleChangeSteps } from '../lib/role-change';
import { useUserMutations, type User } from './users';

/** Gives a user a global role through role-group membership: join the new role's group, then leave the old. */
export function useAssignRole(env: string) {
  const { addToGroup, removeFromGroup, refresh } = useUserMutations(env);
  return useCallback(
    async (user: Pick<User, 'name' | 'groups'>, to: Role) => {
      const { join, leave } = roleChangeSteps(user.groups, to);
      try {
        for (const group of join) await addToGroup(user.name, group);
        for (const group of leave) await removeFromGroup(user.name, group);
      } finally {
        await refresh();
      }
    },
    [addToGroup, removeFromGroup, refresh],
  );
}
