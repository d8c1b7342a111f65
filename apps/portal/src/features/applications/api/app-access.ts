import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { AppAccessEntry } from '@pro-portal/sdk';
import { useProClient } from '../../../shared/pro-client';
import type { AppRef } from './applications';

export type AccessEntry = AppAccessEntry;

export const groupsByAppKey = (app: AppRef) =>
  ['main', '/portal/app_access/groups_by_app', app.name, app.version] as const;
export const usersByAppKey = (app: AppRef) =>
  ['main', '/portal/app_access/users_by_app', app.name, app.version] as const;

/** One entry per group of every environment; `applied` says whether it has access. */
export function useGroupsByApp(app: AppRef) {
  const client = useProClient();
  return useSWR(
    groupsByAppKey(app),
    async () =>
      (await client.main.appAccess.listGroupsByApp({ appName: app.name, appVersion: app.version })).app_access_list,
  );
}

/** The users with access to the app. */
export function useUsersByApp(app: AppRef) {
  const client = useProClient();
  return useSWR(
    usersByAppKey(app),
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
    () => Promise.all([mutate(groupsByAppKey(app)), mutate(usersByAppKey(app))]),
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
