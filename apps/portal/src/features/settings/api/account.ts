import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { ProfileFormValues } from '@pro-portal/rules';
import { useProClient } from '../../../shared/pro-client';

export const currentUserKey = ['main', '/users/current'] as const;

/** The signed-in user with full name, email and the SAML URL of their environment. */
export function useCurrentUser() {
  const client = useProClient();
  return useSWR(currentUserKey, () => client.main.users.getCurrentUser());
}

/** Saves the user's own full name and email (PATCH of their own user), then reloads the current user. */
export function useUpdateProfile() {
  const client = useProClient();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (environmentName: string, userName: string, values: ProfileFormValues) => {
      await client.main.users.updateUser({
        environmentName,
        userName,
        userUpdate: { fullname: values.fullname, email: values.email?.trim() },
      });
      await mutate(currentUserKey);
    },
    [client, mutate],
  );
}
