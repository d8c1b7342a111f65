import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { AppAccessEntry, ProClient, UserManager } from '@pro-portal/sdk';
import { apiCall, sendApiCall } from '../../../shared/api/api-call';
import { useSdk } from '../../../shared/sdk-provider';
import type { AppRef } from './applications';
import { queryKeys } from '../../../shared/api/query-keys';
import { useSdkSWR } from '../../../shared/api/use-sdk-swr';
import { isEveryoneGroup, type GroupMembers } from '../lib/access-through-groups';

export type AccessEntry = AppAccessEntry;

/** A hook of one app's access list, read by the SDK operation `list` and cached under `key`. */
const accessByApp = (
  list: 'listGroupsByApp' | 'listUsersByApp',
  key: (name: string, version: string) => readonly unknown[],
) =>
  function useAccessByApp(app: AppRef) {
    return useSdkSWR(
      key(app.name, app.version),
      async (client, signal) =>
        (await client.main.appAccess[list]({ appName: app.name, appVersion: app.version }, { signal })).app_access_list,
    );
  };

/** One entry per group of every environment; `applied` says whether it has access. */
export const useGroupsByApp = accessByApp('listGroupsByApp', queryKeys.groupsByApp);

/** The users with access to the app. */
export const useUsersByApp = accessByApp('listUsersByApp', queryKeys.usersByApp);

/** The call that gives a group access to the app (shown by "Show API call" and sent). */
export const grantGroupCall = ({ name: appName, version: appVersion }: AppRef, entry: AccessEntry) =>
  apiCall('main', 'appAccess', 'grantGroupAppAccess', {
    groupAppAccessRequest: { envName: entry.env_name, groupName: entry.entity_name, appName, appVersion },
  });

/** The most users the user manager answers in one page. */
const USERS_PAGE = 1000;

/** The users of `environments` with the names of their groups, one call per page of the user manager's account-wide list. */
async function usersOf(client: ProClient, environments: string[], signal?: AbortSignal): Promise<UserManager.User[]> {
  const users: UserManager.User[] = [];
  for (;;) {
    const page = await client.users.users.listAccountUsers(
      { environmentNameIn: environments, offset: users.length, limit: USERS_PAGE },
      { signal },
    );
    users.push(...page);
    if (page.length < USERS_PAGE) return users;
  }
}

/**
 * The members of the regular groups among `groups` (an everyone group's members are all its
 * environment's users), read at once for all of them: a group's members are the users of its
 * environment whose groups name it.
 */
export function useMembersOfGroups(groups: AccessEntry[] | undefined) {
  const regular = groups?.filter((group) => !isEveryoneGroup(group)) ?? [];
  const key = groups
    ? queryKeys.groupMembers(regular.map((g) => ({ environment: g.env_name, group: g.entity_name })))
    : null;
  return useSdkSWR(key, async (client, signal): Promise<GroupMembers[]> => {
    if (regular.length === 0) return [];
    const users = await usersOf(client, [...new Set(regular.map((g) => g.env_name))], signal);
    return regular.map((group) => ({
      group,
      users: users
        .filter((u) => u.environment_name === group.env_name && u.groups.includes(group.entity_name))
        .map((u) => ({ name: u.user_name })),
    }));
  });
}

/** Give and take access; both lists are asked again afterwards. They throw; callers show the error. */
export function useAppAccessMutations(app: AppRef) {
  const client = useSdk();
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
      await sendApiCall(client, grantGroupCall({ name: appName, version: appVersion }, entry));
      await refresh();
    },
    [client, refresh, appName, appVersion],
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
