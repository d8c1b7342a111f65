import type { ProClient } from '@pro-portal/sdk';
import { queryKeys } from './query-keys';
import { useSdkSWR } from './use-sdk-swr';

/** The lists that more than one feature reads, each cached under one key for all of them. */

/** Every application the caller can see (the applications page, group access, the access explainer). */
export const fetchApplications = async (client: ProClient, signal?: AbortSignal) =>
  (await client.main.applications.listApplications({ signal })).applications;

/** The environments (open to signed-out callers, so the login page lists them too). */
export const fetchEnvironments = async (client: ProClient, signal?: AbortSignal) =>
  (await client.main.environments.listEnvironments({ signal })).environments;

/** The environments of the users page and of the access explainer's pickers: one cache entry. */
export const useEnvironments = () => useSdkSWR(queryKeys.environments, fetchEnvironments);

/** The names of the users or groups of an environment, to pick one from; off without an environment. */
export const useAccountNames = (env: string | undefined, kind: 'user' | 'group') =>
  useSdkSWR(env ? queryKeys.accountNames(env, kind) : null, async (client, signal) =>
    kind === 'user'
      ? (await client.main.users.listUsers({ environmentName: env! }, { signal })).entities.map((u) => u.name)
      : (await client.main.groups.listGroups({ environmentName: env! }, { signal })).entities.map((g) => g.name),
  );
