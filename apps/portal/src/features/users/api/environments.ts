import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { Environment } from '@pro-portal/sdk';
import { trimEnvironmentValues, type EnvironmentFormValues } from '@pro-portal/rules';
import { useProClient } from '../../../shared/pro-client';
import { queryKeys, isAccountKey, namesEnvironment } from '../../../shared/api/query-keys';

export type { Environment };

export function useEnvironments() {
  const client = useProClient();
  return useSWR(queryKeys.environments, async () => (await client.main.environments.listEnvironments()).environments);
}

/** Create, edit, make default and delete; trimmed values are sent. They throw; callers show the error. */
export function useEnvironmentMutations() {
  const client = useProClient();
  const { mutate } = useSWRConfig();
  const api = client.main.environments;
  const refresh = useCallback(() => mutate(queryKeys.environments), [mutate]);

  const createEnvironment = useCallback(
    async (values: EnvironmentFormValues) => {
      const v = trimEnvironmentValues(values);
      await api.createEnvironment({
        environmentCreate: {
          name: v.name,
          description: v.description ?? '',
          samlMetadataUrl: v.samlMetadataUrl ? v.samlMetadataUrl : null,
          isDefault: v.isDefault ?? false,
        },
      });
      await Promise.all([refresh(), mutate(isAccountKey)]);
    },
    [api, refresh, mutate],
  );
  const updateEnvironment = useCallback(
    async (currentName: string, values: EnvironmentFormValues) => {
      const v = trimEnvironmentValues(values);
      await api.updateEnvironment({
        environmentName: currentName,
        environmentUpdate: {
          name: v.name,
          description: v.description ?? '',
          samlMetadataUrl: v.samlMetadataUrl ? v.samlMetadataUrl : null,
        },
      });
      await Promise.all([refresh(), mutate(isAccountKey)]);
    },
    [api, refresh, mutate],
  );
  const makeDefault = useCallback(
    async (name: string) => {
      await api.updateEnvironment({ environmentName: name, environmentUpdate: { isDefault: true } });
      await refresh();
    },
    [api, refresh],
  );
  /**
   * Resolves with the refreshed list, in which the root has become default if this one was. The
   * cached listings that name the deleted environment are forgotten, not read again: reading them
   * would ask for the users and groups of an environment that is gone. The directory's key follows
   * the refreshed list, so it reads the remaining environments by itself.
   */
  const deleteEnvironment = useCallback(
    async (name: string): Promise<Environment[] | undefined> => {
      await api.deleteEnvironment({ environmentName: name });
      const remaining = await refresh();
      await mutate((key) => namesEnvironment(key, name), undefined, { revalidate: false });
      return remaining;
    },
    [api, refresh, mutate],
  );
  return { createEnvironment, updateEnvironment, makeDefault, deleteEnvironment };
}
