import { useEffect } from 'react';
import useSWR from 'swr';
import { errorMessages } from '@pro-portal/rules';
import { useClientContext } from '../../../shared/client-context';
import { useProClient } from '../../../shared/pro-client';
import { useToast } from '../../../shared/toast';
import type { Group } from './groups';
import type { User } from './users';
import { accountDirectoryKey } from './keys';

export interface AccountDirectory {
  users: User[];
  /** One entry per group entity (role groups show up in every environment, they are kept once). */
  groups: Group[];
  /** Environments whose users or groups could not be read. */
  failedUsers: string[];
  failedGroups: string[];
}

const fulfilled = <T,>(results: PromiseSettledResult<T[]>[]): T[] =>
  results.flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
const rejected = (names: readonly string[], results: PromiseSettledResult<unknown>[]): string[] =>
  names.filter((_, i) => results[i]?.status === 'rejected');

/**
 * The client context's allUsersForAccount and allGroupsForAccount: users and groups of every
 * environment. An environment that fails is left out and named in the long section 8 message.
 */
export function useAccountDirectory(environmentNames: readonly string[] | undefined) {
  const client = useProClient();
  const toast = useToast();
  const { setAllUsersForAccount, setAllGroupsForAccount } = useClientContext();
  const result = useSWR(environmentNames ? accountDirectoryKey(environmentNames) : null, async (): Promise<AccountDirectory> => {
    const names = environmentNames ?? [];
    const [users, groups] = await Promise.all([
      Promise.allSettled(names.map(async (environmentName) => (await client.main.users.listUsers({ environmentName })).entities)),
      Promise.allSettled(names.map(async (environmentName) => (await client.main.groups.listGroups({ environmentName })).entities)),
    ]);
    const byEntity = new Map(fulfilled(groups).map((g) => [g.entity, g]));
    return {
      users: fulfilled(users),
      groups: [...byEntity.values()],
      failedUsers: rejected(names, users),
      failedGroups: rejected(names, groups),
    };
  });
  const { data } = result;
  useEffect(() => {
    if (!data) return;
    setAllUsersForAccount(data.users);
    setAllGroupsForAccount(data.groups);
    data.failedUsers.forEach((env) => toast.error(errorMessages.retrieveUsers(env)));
    data.failedGroups.forEach((env) => toast.error(errorMessages.retrieveGroups(env)));
  }, [data, setAllUsersForAccount, setAllGroupsForAccount, toast]);
  return result;
}
