import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { ProClient, User } from '@pro-portal/sdk';
import { IGNORED_ADD_USER_ERROR_CODE } from '@pro-portal/rules';
import { apiCall, sendApiCall } from '../../../shared/api/api-call';
import { ignoringApiError } from '../../../shared/api/errors';
import { useSdk } from '../../../shared/sdk-provider';
import { isAccountKey, isAppAccessKey } from '../../../shared/api/query-keys';

export type { User };

export interface UserDetails {
  username: string;
  fullname?: string;
  email?: string;
  password?: string;
}

/** The users of an environment; read only by the account directory, so that no list is fetched twice. */
export const listUsers = async (client: ProClient, env: string, signal?: AbortSignal): Promise<User[]> =>
  (await client.main.users.listUsers({ environmentName: env }, { signal })).entities;

/** The users of every environment in one call; read only by the account directory. */
export const listAllUsers = async (client: ProClient, signal?: AbortSignal): Promise<User[]> =>
  (await client.main.users.listAllUsers({ signal })).entities;

const trimmed = ({ username, fullname, email, password }: UserDetails): UserDetails => ({
  username: username.trim(),
  ...(fullname !== undefined && { fullname: fullname.trim() }),
  ...(email !== undefined && { email: email.trim() }),
  ...(password ? { password } : {}),
});

/** The call that creates a user, or edits userName (shown by "Show API call" and sent). */
export const saveUserCall = (env: string, details: UserDetails, userName?: string) =>
  userName === undefined
    ? apiCall('main', 'users', 'createUser', { environmentName: env, userCreate: trimmed(details) })
    : apiCall('main', 'users', 'updateUser', { environmentName: env, userName, userUpdate: trimmed(details) });

/** The call that adds a user to a group (join) or removes them from it. */
export const membershipCall = (env: string, groupName: string, userName: string, join: boolean) =>
  join
    ? apiCall('main', 'groups', 'addUserToGroup', { environmentName: env, groupName, userId: userName })
    : apiCall('main', 'groups', 'removeUserFromGroup', { environmentName: env, groupName, userId: userName });

/** The call that forgets a user's authenticator (an admin's Reset MFA; shown by "Show API call" and sent). */
export const resetMfaCall = (env: string, userName: string) =>
  apiCall('main', 'users', 'resetUserMfa', { environmentName: env, userName });

/**
 * Users and memberships of one environment. They throw; callers show the error. Adding a user who
 * is already in the group (error code 10303) is not an error.
 */
export function useUserMutations(env: string) {
  const client = useSdk();
  const { mutate } = useSWRConfig();
  const { users } = client.main;
  const refresh = useCallback(() => Promise.all([mutate(isAccountKey), mutate(isAppAccessKey)]), [mutate]);

  const addToGroup = useCallback(
    (userName: string, groupName: string) =>
      ignoringApiError(sendApiCall(client, membershipCall(env, groupName, userName, true)), {
        errorCode: IGNORED_ADD_USER_ERROR_CODE,
      }),
    [client, env],
  );
  const removeFromGroup = useCallback(
    (userName: string, groupName: string) => sendApiCall(client, membershipCall(env, groupName, userName, false)),
    [client, env],
  );
  const createUser = useCallback(
    async (details: UserDetails) => sendApiCall(client, saveUserCall(env, details)),
    [client, env],
  );
  const updateUser = useCallback(
    async (userName: string, details: UserDetails) => sendApiCall(client, saveUserCall(env, details, userName)),
    [client, env],
  );
  const deleteUser = useCallback(
    async (userName: string) => {
      await users.deleteUser({ environmentName: env, userName });
      await refresh();
    },
    [users, env, refresh],
  );
  const resetMfa = useCallback(
    async (userName: string) => sendApiCall(client, resetMfaCall(env, userName)),
    [client, env],
  );
  return { addToGroup, removeFromGroup, createUser, updateUser, deleteUser, resetMfa, refresh };
}
