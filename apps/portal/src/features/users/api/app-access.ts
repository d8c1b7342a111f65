import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { AppAccessEntry, Application } from '@pro-portal/sdk';
import { apiCall, sendApiCall } from '../../../shared/api/api-call';
import { useSdk } from '../../../shared/sdk-provider';
import { queryKeys, isAppAccessKey } from '../../../shared/api/query-keys';
import { useSdkSWR } from '../../../shared/api/use-sdk-swr';
import { fetchApplications } from '../../../shared/api/common-lists';

export type AccessEntry = AppAccessEntry;
export type { Application };

/** The app access list of a group or a user of the environment. */
const useAccessList = (env: string, kind: 'group' | 'user', name: string) =>
  useSdkSWR(
    kind === 'group' ? queryKeys.appsByGroup(env, name) : queryKeys.appsByUser(env, name),
    async (client, signal) =>
      (kind === 'group'
        ? await client.main.appAccess.listAppsByGroup({ envName: env, groupName: name }, { signal })
        : await client.main.appAccess.listAppsByUser({ envName: env, userName: name }, { signal })
      ).app_access_list,
  );

/** The apps a group has access to. */
export const useAppsByGroup = (env: string, group: string) => useAccessList(env, 'group', group);

/** The apps a user can open, directly or through a group or the environment. */
export const useAppsByUser = (env: string, user: string) => useAccessList(env, 'user', user);

/** All published apps, to choose from when giving a group access. */
export const useApplications = () => useSdkSWR(queryKeys.applications, fetchApplications);

/** The call that gives a group access to an app (shown by "Show API call" and sent). */
export const grantGroupCall = (env: string, group: string, app: Pick<Application, 'name' | 'version'>) =>
  apiCall('main', 'appAccess', 'grantGroupAppAccess', {
    groupAppAccessRequest: { envName: env, groupName: group, appName: app.name, appVersion: app.version },
  });

/** Give and take access. They throw; callers show the error. */
export function useAccessMutations() {
  const client = useSdk();
  const { mutate } = useSWRConfig();
  const api = client.main.appAccess;
  const refresh = useCallback(() => mutate(isAppAccessKey), [mutate]);

  const grantGroup = useCallback(
    async (env: string, group: string, app: Pick<Application, 'name' | 'version'>) => {
      await sendApiCall(client, grantGroupCall(env, group, app));
      await refresh();
    },
    [client, refresh],
  );
  const revoke = useCallback(
    async (entry: AccessEntry, kind: 'group' | 'user') => {
      const target = { envName: entry.env_name, appName: entry.app_name, appVersion: entry.app_version };
      const name = entry.entity_name;
      await (kind === 'group'
        ? api.revokeGroupAppAccess({ ...target, groupName: name })
        : api.revokeUserAppAccess({ ...target, userName: name }));
      await refresh();
    },
    [api, refresh],
  );
  const revokeGroup = useCallback((entry: AccessEntry) => revoke(entry, 'group'), [revoke]);
  const revokeUser = useCallback((entry: AccessEntry) => revoke(entry, 'user'), [revoke]);
  return { grantGroup, revokeGroup, revokeUser };
}
