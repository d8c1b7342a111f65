import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { ProClient, Group } from '@pro-portal/sdk';
import { apiCall, sendApiCall } from '../../../shared/api/api-call';
import { useSdk } from '../../../shared/sdk-provider';
import { isAccountKey, isAppAccessKey } from '../../../shared/api/query-keys';

export type { Group };

/** The groups of an environment (its own, the everyone group and the role groups); read only by the account directory. */
export const listGroups = async (client: ProClient, env: string, signal?: AbortSignal): Promise<Group[]> =>
  (await client.main.groups.listGroups({ environmentName: env }, { signal })).entities;

/** The groups of every environment in one call (role groups once in each); read only by the account directory. */
export const listAllGroups = async (client: ProClient, signal?: AbortSignal): Promise<Group[]> =>
  (await client.main.groups.listAllGroups({ signal })).entities;

/** The call that creates a group, or renames groupName (shown by "Show API call" and sent). */
export const saveGroupCall = (env: string, groupname: string, groupName?: string) =>
  groupName === undefined
    ? apiCall('main', 'groups', 'createGroup', { environmentName: env, groupCreate: { groupname: groupname.trim() } })
    : apiCall('main', 'groups', 'updateGroup', {
        environmentName: env,
        groupName,
        groupUpdate: { groupname: groupname.trim() },
      });

/** Create, rename and delete groups of one environment. They throw; callers show the error. */
export function useGroupMutations(env: string) {
  const client = useSdk();
  const { mutate } = useSWRConfig();
  const api = client.main.groups;
  const refresh = useCallback(() => mutate(isAccountKey), [mutate]);

  const createGroup = useCallback(
    async (groupname: string) => {
      await sendApiCall(client, saveGroupCall(env, groupname));
      await refresh();
    },
    [client, env, refresh],
  );
  const renameGroup = useCallback(
    async (groupName: string, groupname: string) => {
      await sendApiCall(client, saveGroupCall(env, groupname, groupName));
      await Promise.all([refresh(), mutate(isAppAccessKey)]);
    },
    [client, env, refresh, mutate],
  );
  const deleteGroup = useCallback(
    async (groupName: string) => {
      await api.deleteGroup({ environmentName: env, groupName });
      await Promise.all([refresh(), mutate(isAppAccessKey)]);
    },
    [api, env, refresh, mutate],
  );
  return { createGroup, renameGroup, deleteGroup };
}
