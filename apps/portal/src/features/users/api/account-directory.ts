import { useEffect } from 'react';
import type { ProClient } from '@pro-portal/sdk';
import { errorMessages } from '../../../shared/texts/error-messages';
import { useErrorToast } from '../../../shared/api/use-error-toast';
import { listGroups, type Group } from './groups';
import { listUsers, type User } from './users';
import { queryKeys } from '../../../shared/api/query-keys';
import { useSdkSWR } from '../../../shared/api/use-sdk-swr';

/** One environment's users and groups, each read, or failed, on its own. */
interface EnvironmentListings {
  users: PromiseSettledResult<User[]>;
  groups: PromiseSettledResult<Group[]>;
}

export interface AccountDirectory {
  /** By environment name; the selected environment's tabs show theirs. */
  environments: Record<string, EnvironmentListings>;
  users: User[];
  /** One entry per group entity (role groups show up in every environment, they are kept once). */
  groups: Group[];
  /** Environments whose users or groups could not be read. */
  failedUsers: string[];
  failedGroups: string[];
}

const valueOf = <T>(result: PromiseSettledResult<T[]>): T[] => (result.status === 'fulfilled' ? result.value : []);

async function readDirectory(
  client: ProClient,
  names: readonly string[],
  signal?: AbortSignal,
): Promise<AccountDirectory> {
  const entries = await Promise.all(
    names.map(async (name) => {
      const [users, groups] = await Promise.allSettled([
        listUsers(client, name, signal),
        listGroups(client, name, signal),
      ]);
      return [name, { users, groups }] as const;
    }),
  );
  // A cancelled read is not a failed environment: it rejects, and nothing is shown for it.
  signal?.throwIfAborted();
  const listings = entries.map(([, listing]) => listing);
  const failed = (pick: (listing: EnvironmentListings) => PromiseSettledResult<unknown>) =>
    entries.filter(([, listing]) => pick(listing).status === 'rejected').map(([name]) => name);
  const byEntity = new Map(listings.flatMap((l) => valueOf(l.groups)).map((g) => [g.entity, g]));
  return {
    environments: Object.fromEntries(entries),
    users: listings.flatMap((l) => valueOf(l.users)),
    groups: [...byEntity.values()],
    failedUsers: failed((l) => l.users),
    failedGroups: failed((l) => l.groups),
  };
}

/**
 * Users and groups of every environment, read once each: the lists of the whole account and the
 * selected environment's tabs (see useEnvironmentAccount). An
 * environment that fails is left out of the account lists and named in the 'Failed to retrieve users (groups) for environment …' toast.
 */
export function useAccountDirectory(environmentNames: readonly string[] | undefined) {
  const showError = useErrorToast();
  const result = useSdkSWR(
    environmentNames ? queryKeys.accountDirectory(environmentNames) : null,
    (client, signal) => readDirectory(client, environmentNames ?? [], signal),
    // When environments are added, renamed or deleted the key changes; the tabs keep showing meanwhile.
    { keepPreviousData: true },
  );
  const { data } = result;
  useEffect(() => {
    if (!data) return;
    data.failedUsers.forEach((env) => showError(errorMessages.retrieveUsers(env)));
    data.failedGroups.forEach((env) => showError(errorMessages.retrieveGroups(env)));
  }, [data, showError]);
  return result;
}
