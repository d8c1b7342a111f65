import { useCallback } from 'react';
import { ROLE_LABELS, roleChangeError, roleFromGroups, type Role, type UserFormValues } from '@pro-portal/rules';
import { errorMessages } from '../../../shared/texts/error-messages';
import { successMessages } from '../../../shared/texts/success-messages';
import { useToast } from '../../../shared/toast';
import { useErrorToast, type ErrorToastOptions } from '../../../shared/api/use-error-toast';
import { useAssignRole } from './roles';
import { membershipSteps, type SaveUserOptions } from './save-user-calls';
import { useUserMutations } from './users';

/**
 * Saves the user dialog: the user itself, then group memberships, then the global role. A failed
 * membership or role step is shown and the rest still runs. Resolves true when the user was saved.
 */
export function useSaveUser(env: string) {
  const toast = useToast();
  const showError = useErrorToast();
  const { createUser, updateUser, addToGroup, removeFromGroup, refresh } = useUserMutations(env);
  const assignRole = useAssignRole(env);
  return useCallback(
    async (values: UserFormValues, options: SaveUserOptions): Promise<boolean> => {
      const { user } = options;
      const details = {
        username: values.username,
        fullname: values.fullname,
        email: values.email,
        password: values.password,
      };
      // Each step shows its own failure, naming the step, and resolves to false; the save goes on without it.
      const step = async <T>(run: () => Promise<T>, options: ErrorToastOptions = {}) => {
        try {
          return await run();
        } catch (err) {
          showError(err, options);
          return false as const;
        }
      };
      const saved = await step(() => (user ? updateUser(user.name, details) : createUser(details)), {
        topic: 'save-user',
      });
      if (saved === false) return false;
      const { name } = saved;
      const memberships = new Set(user?.groups ?? []);
      for (const { id, group, join } of membershipSteps(values, options)) {
        const done = join
          ? await step(() => addToGroup(name, group), { prefix: errorMessages.addUserToGroup(name, group) })
          : await step(() => removeFromGroup(name, group));
        if (done === false) continue;
        if (join) memberships.add(id);
        else memberships.delete(id);
      }
      const role: Role = values.role ?? 'user';
      const current = [...memberships];
      if (roleFromGroups(current) !== role) {
        const prefix = errorMessages.assignRole(ROLE_LABELS[role], name);
        const blocked = roleChangeError(current, role);
        if (blocked) showError(blocked, { prefix });
        else await step(() => assignRole({ name, groups: current }, role), { prefix });
      }
      await refresh();
      const done = user ? successMessages.userSaved(name) : successMessages.userCreated(name);
      toast.success(done, { topic: 'save-user' });
      return true;
    },
    [createUser, updateUser, addToGroup, removeFromGroup, assignRole, refresh, toast, showError],
  );
}
