import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { ProfileFormValues } from '@pro-portal/rules';
import { usePortalContext } from '../../../shared/portal-context';
import { useSdk } from '../../../shared/sdk-provider';
import { apiCall, sendApiCall } from '../../../shared/api/api-call';
import { queryKeys } from '../../../shared/api/query-keys';
import { useSdkSWR } from '../../../shared/api/use-sdk-swr';

/** The signed-in user with full name, email and the SAML URL of their environment; asked again only if sign-in did not bring it. */
export function useCurrentUser() {
  const { username, account } = usePortalContext();
  const known = account?.name === username ? account : undefined;
  return useSdkSWR(queryKeys.currentUser(username), (client, signal) => client.main.users.getCurrentUser({ signal }), {
    fallbackData: known,
    revalidateOnMount: !known,
  });
}

/** The call that saves the user's own full name and email (shown by "Show API call" and sent). */
export const updateProfileCall = (environmentName: string, userName: string, values: ProfileFormValues) =>
  apiCall('main', 'users', 'updateUser', {
    environmentName,
    userName,
    userUpdate: { fullname: values.fullname, email: values.email?.trim() },
  });

/** Saves the user's own full name and email (PATCH of their own user), then reloads the current user. */
export function useUpdateProfile() {
  const client = useSdk();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (environmentName: string, userName: string, values: ProfileFormValues) => {
      await sendApiCall(client, updateProfileCall(environmentName, userName, values));
      await mutate(queryKeys.currentUser(userName));
    },
    [client, mutate],
  );
}
