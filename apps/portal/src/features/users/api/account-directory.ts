import { useCallback, useEffect, useMemo } from 'react';
import { errorMessages } from '../../../shared/texts/error-messages';
import { useErrorToast } from '../../../shared/api/use-error-toast';
import { queryKeys } from '../../../shared/api/query-keys';
import { useSdkSWR } from '../../../shared/api/use-sdk-swr';
import { readAccountWide, readEachEnvironment, splitByEnvironment, type AccountDirectory } from './directory-reads';

export type { AccountDirectory };

/**
 * The cache key of the account-wide read: an account key, so every account change reads it again, that
 * names no environment, since it reads them all (deleting one forgets nothing of it).
 */
export const ACCOUNT_WIDE_KEY = queryKeys.accountDirectory([]);

/**
 * Users and groups of every environment, read once each: the lists of the whole account and the
 * selected environment's tabs (see useEnvironmentAccount). They are read with two account-wide calls;
 * with `readNow` these start at once, otherwise once the environment names are given. When either
 * fails (a platform without them answers 404), each environment's lists are read instead, so that an
 * environment that fails is left out of the account lists and named in the 'Failed to retrieve users
 * (groups) for environment …' toast.
 */
export function useAccountDirectory(environmentNames: readonly string[] | undefined, { readNow = false } = {}) {
  const showError = useErrorToast();
  const wide = useSdkSWR(readNow || environmentNames ? ACCOUNT_WIDE_KEY : null, readAccountWide);
  const listings = wide.data;
  const complete = listings?.users.status === 'fulfilled' && listings.groups.status === 'fulfilled';
  const each = useSdkSWR(
    listings && !complete && environmentNames?.length ? queryKeys.accountDirectory(environmentNames) : null,
    (client, signal) => readEachEnvironment(client, environmentNames ?? [], signal),
    // When environments are added, renamed or deleted the key changes; the tabs keep showing meanwhile.
    { keepPreviousData: true },
  );
  // The names as one value: the caller hands a new array of the same names on every render.
  const names = environmentNames?.join('\n');
  const data = useMemo((): AccountDirectory | undefined => {
    if (!listings) return undefined;
    const { users, groups } = listings;
    if (users.status === 'rejected' || groups.status === 'rejected') return each.data;
    return splitByEnvironment({ users: users.value, groups: groups.value }, names ? names.split('\n') : []);
  }, [listings, each.data, names]);
  const { mutate: mutateWide } = wide;
  const { mutate: mutateEach } = each;
  const mutate = useCallback(() => Promise.all([mutateWide(), mutateEach()]), [mutateWide, mutateEach]);

  useEffect(() => {
    if (!data) return;
    data.failedUsers.forEach((env) => showError(errorMessages.retrieveUsers(env)));
    data.failedGroups.forEach((env) => showError(errorMessages.retrieveGroups(env)));
  }, [data, showError]);
  return { data, error: wide.error ?? (complete ? undefined : each.error), mutate };
}
