import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { AppAccessEntry } from '@pro-portal/sdk';
import { useProClient } from '../../../shared/pro-client';
import type { AppRef } from './applications';
import { queryKeys } from '../../../shared/api/query-keys';

export type AccessEntry = AppAccessEntry;

/** One entry per group of every environment; `applied` says whether it has access. */
export function useGroupsByApp(app: AppRef) {
  const client = useProClient();
  return useSWR(
    queryKeys.groupsByApp(app.name, app.version),
    async () =>
      (await client.main.appAccess.listGroupsByApp({ appName: app.name, appVersion: app.version })).app_access_list,
  );
}

/** The users with access to the app. */
export function useUsersByApp(app: AppRef) {
  const client = useProClient();
  return useSWR(
    queryKeys.usersByApp(app.name, app.version),
    async () =>
      (await client.main.appAccess.listUsersByApp({ appName: app.name, appVersion: app.version })).app_access_list,
  );
}

/** Give and take access; both lists are asked again afterwards. They throw; callers show the error. */
export function useAppAccessMutations(app: AppRef) {
  const client = useProClient();
  const { mutate } = useSWRConfig();
  const api = client.main.appAccess;
  const refresh = useCallback(
    () =>
      Promise.all([
        mutate(queryKeys.groupsByApp(app.name, app.version)),
        mutate(queryKeys.usersByApp(app.name, app.version)),
      ]),
    [app, mutate],
  );
  const { name: appName, version: appVersion } = app;

  const grantGroup = useCallback(
    async (entry: AccessEntry) => {
      await api.grantGroupAppAccess({
        groupAppAccessRequest: { envName: entry.env_name, groupName: entry.entity_name, appName, appVersion },
      });
      await refresh();
    },
    [api, refresh, appName, appVersion],
  );
  const revokeGroup = useCallback(
    async (entry: AccessEntry) => {
      await api.revokeGroupAppAccess({ envName: entry.env_name, groupName: entry.entity_name, appName, appVersion });
      await refresh();
    },
    [api, refresh, appName, appVersion],
  );
  const revokeUser = useCallback(
    async (entry: AccessEntry) => {
      await api.revokeUserAppAccess({ envName: entry.env_name, userName: entry.entity_name, appName, appVersion });
      await refresh();
    },
    [api, refresh, appName, appVersion],
  );
  return { grantGroup, revokeGroup, revokeUser };
}
