import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { Main } from '@pro-portal/sdk';
import { useProClient } from '../../../shared/pro-client';
import type { AppRef } from './applications';
import { isEveryoneGroup, type GroupMembers } from '../lib/access-through-groups';

export type AccessEntry = Main.AppAccessEntry;

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

/** The members of the regular groups among `groups` (an everyone group's members are all its environment's users). */
export function useMembersOfGroups(groups: AccessEntry[] | undefined) {
  const client = useProClient();
  const regular = groups?.filter((group) => !isEveryoneGroup(group)) ?? [];
  const key = groups
    ? (['main', '/environments/groups/users', ...regular.map((g) => `${g.env_name}/${g.entity_name}`)] as const)
    : null;
  return useSWR(key, () =>
    Promise.all(
      regular.map(async (group): Promise<GroupMembers> => ({
        group,
        users: (
          await client.main.groups.listGroupUsers({ environmentName: group.env_name, groupName: group.entity_name })
        ).entities,
      })),
    ),
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
