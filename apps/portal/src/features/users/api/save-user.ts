import { useCallback } from 'react';
import {
  ROLE_LABELS,
  errorMessages,
  isRegularGroup,
  roleChangeError,
  roleFromGroups,
  successMessages,
  type Role,
  type UserFormValues,
} from '@pro-portal/rules';
import { useToast } from '../../../shared/toast';
import type { Group } from './groups';
import { useAssignRole } from './roles';
import { useUserMutations, type User } from './users';

export interface SaveUserOptions {
  /** The user being edited; creating when absent. */
  user?: User;
  /** Created inside this group: it is joined instead of the chosen groups. */
  contextGroup?: Group;
  groups: Group[];
}

/**
 * Saves the user dialog: the user itself, then group memberships, then the global role. A failed
 * membership or role step is shown and the rest still runs. Resolves true when the user was saved.
 */
export function useSaveUser(env: string) {
  const toast = useToast();
  const { createUser, updateUser, addToGroup, removeFromGroup, refresh } = useUserMutations(env);
  const assignRole = useAssignRole(env);
  return useCallback(
    async (values: UserFormValues, { user, contextGroup, groups }: SaveUserOptions): Promise<boolean> => {
      const details = {
        username: values.username,
        fullname: values.fullname,
        email: values.email,
        password: values.password,
      };
      let saved: User;
      try {
        saved = user ? await updateUser(user.name, details) : await createUser(details);
      } catch (err) {
        toast.error(err, { topic: 'save-user' });
        return false;
      }
      const wanted = contextGroup ? [contextGroup.entity] : (values.groups ?? []);
      const before = user?.groups ?? [];
      const memberships = new Set(before);
      const nameOf = (id: number) => groups.find((g) => g.entity === id)?.name;
      for (const id of wanted.filter((g) => !memberships.has(g))) {
        const group = nameOf(id);
        if (!group) continue;
        try {
          await addToGroup(saved.name, group);
          memberships.add(id);
        } catch (err) {
          toast.error(err, { prefix: errorMessages.addUserToGroup(saved.name, group) });
        }
      }
      if (!contextGroup) {
        for (const id of before.filter((g) => isRegularGroup(g) && !wanted.includes(g))) {
          const group = nameOf(id);
          if (!group) continue;
          try {
            await removeFromGroup(saved.name, group);
            memberships.delete(id);
          } catch (err) {
            toast.error(err);
          }
        }
      }
      const role: Role = values.role ?? 'user';
      const current = [...memberships];
      if (roleFromGroups(current) !== role) {
        const prefix = errorMessages.assignRole(ROLE_LABELS[role], saved.name);
        const blocked = roleChangeError(current, role);
        if (blocked) toast.error(blocked, { prefix });
        else {
          try {
            await assignRole({ name: saved.name, groups: current }, role);
          } catch (err) {
            toast.error(err, { prefix });
          }
        }
      }
      await refresh();
      const done = user ? successMessages.userSaved(saved.name) : successMessages.userCreated(saved.name);
      toast.success(done, { topic: 'save-user' });
      return true;
    },
    [createUser, updateUser, addToGroup, removeFromGroup, assignRole, refresh, toast],
  );
}
