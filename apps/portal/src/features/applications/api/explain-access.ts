import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { ProApiError, type Main } from '@pro-portal/sdk';
import { IGNORED_ADD_USER_ERROR_CODE, isEveryoneGroupId } from '@pro-portal/rules';
import { useSdk } from '../../../shared/sdk-provider';
import { useSdkSWR } from '../../../shared/api/use-sdk-swr';
import type { AppRef } from './applications';
import type { SuggestionReach } from '../lib/suggestion-reach';
import { isAccountKey, isAppAccessKey, queryKeys } from '../../../shared/api/query-keys';

export type AccessSuggestion = Main.AccessSuggestion;

/** Whose access is explained: a user, or (as a plain member of it) a group of an environment. */
export interface ExplainSubject {
  env: string;
  kind: 'user' | 'group';
  name: string;
}

/** An app access key (isAppAccessKey), so that every access change asks again. */
export const explainKey = (subject: ExplainSubject | undefined, app: AppRef | undefined) =>
  subject && app ? queryKeys.explainAccess(subject.env, subject.kind, subject.name, app.name, app.version) : null;

/** Whether the subject can open the app, through which paths, or what would grant it; off until both are chosen. */
export const useAccessExplanation = (subject: ExplainSubject | undefined, app: AppRef | undefined) =>
  useSdkSWR(explainKey(subject, app), async (client, signal) =>
    client.main.appAccess.explainAppAccess(
      {
        envName: subject!.env,
        ...(subject!.kind === 'user' ? { userName: subject!.name } : { groupName: subject!.name }),
        appName: app!.name,
        appVersion: app!.version,
      },
      { signal },
    ),
  );

/** The users a suggestion's group has and the app versions it opens, for the suggestion's confirmation. */
export const useSuggestionReach = (s: AccessSuggestion) =>
  useSdkSWR(queryKeys.groupReach(s.env_name, s.group_name), async (client, signal): Promise<SuggestionReach> => {
    const names = { environmentName: s.env_name, groupName: s.group_name };
    const [group, apps] = await Promise.all([
      client.main.groups.getGroup(names, { signal }),
      client.main.appAccess.listAppsByGroup({ envName: s.env_name, groupName: s.group_name }, { signal }),
    ]);
    return {
      users: group.curr_users,
      isEveryone: isEveryoneGroupId(group.entity),
      apps: apps.app_access_list.filter((entry) => entry.applied).length,
    };
  });

const ALSO_TOUCHED: readonly unknown[] = [queryKeys.applications[1], queryKeys.accountNames('', '')[1]];
const touchesAccess = (key: unknown) =>
  isAccountKey(key) || isAppAccessKey(key) || (Array.isArray(key) && ALSO_TOUCHED.includes(key[1]));

/** Does what a suggestion says (give a group access, or add the user to a group), then asks access again. Throws. */
export function useApplySuggestion() {
  const client = useSdk();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (s: AccessSuggestion, app: AppRef) => {
      if (s.action === 'addUserToGroup') {
        try {
          await client.main.groups.addUserToGroup({
            environmentName: s.env_name,
            groupName: s.group_name,
            userId: s.user_name ?? '',
          });
        } catch (err) {
          if (!(err instanceof ProApiError && err.errorCode === IGNORED_ADD_USER_ERROR_CODE)) throw err;
        }
      } else {
        await client.main.appAccess.grantGroupAppAccess({
          groupAppAccessRequest: {
            envName: s.env_name,
            groupName: s.group_name,
            appName: app.name,
            appVersion: app.version,
          },
        });
      }
      await mutate(touchesAccess);
    },
    [client, mutate],
  );
}
