import { useMemo } from 'react';
import type { AccountDirectory } from './account-directory';
import type { Group } from './groups';
import type { User } from './users';

/** A list as the tabs show it: loading while it has neither data nor error; retry reads it again. */
export interface AccountList<T> {
  data: T[] | undefined;
  error: unknown;
  retry: () => void;
}

export interface EnvironmentAccount {
  groups: AccountList<Group>;
  users: AccountList<User>;
}

/** What useAccountDirectory answers: the directory once read, the error of a read, and a read again. */
export interface DirectoryResult {
  data: AccountDirectory | undefined;
  error: unknown;
  mutate: () => Promise<unknown>;
}

/** One environment's groups and users, taken from the account directory instead of read again. */
export function useEnvironmentAccount(
  { data, error, mutate }: DirectoryResult,
  environment: string,
): EnvironmentAccount {
  return useMemo(() => {
    const listings = data?.environments[environment];
    const retry = () => void mutate();
    const list = <T>(result: PromiseSettledResult<T[]> | undefined): AccountList<T> => ({
      data: result?.status === 'fulfilled' ? result.value : undefined,
      error: error ?? (result?.status === 'rejected' ? result.reason : undefined),
      retry,
    });
    return { groups: list(listings?.groups), users: list(listings?.users) };
  }, [data, error, mutate, environment]);
}
