import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { Environment } from '@pro-portal/sdk';
import { trimEnvironmentValues, type EnvironmentFormValues } from '@pro-portal/rules';
import { apiCall, sendApiCall } from '../../../shared/api/api-call';
import { useSdk } from '../../../shared/sdk-provider';
import { queryKeys, isAccountKey, namesEnvironment } from '../../../shared/api/query-keys';
import { ACCOUNT_WIDE_KEY } from './account-directory';

export type { Environment };

/** The call that creates an environment, or edits currentName (shown by "Show API call" and sent). */
export function saveEnvironmentCall(values: EnvironmentFormValues, currentName?: string) {
  const v = trimEnvironmentValues(values);
  const fields = {
    name: v.name,
    description: v.description ?? '',
    samlMetadataUrl: v.samlMetadataUrl ? v.samlMetadataUrl : null,
  };
  return currentName === undefined
    ? apiCall('main', 'environments', 'createEnvironment', {
        environmentCreate: { ...fields, isDefault: v.isDefault ?? false },
      })
    : apiCall('main', 'environments', 'updateEnvironment', { environmentName: currentName, environmentUpdate: fields });
}

/** Create, edit, make default and delete; trimmed values are sent. They throw; callers show the error. */
export function useEnvironmentMutations() {
  const client = useSdk();
  const { mutate } = useSWRConfig();
  const api = client.main.environments;
  const refresh = useCallback(() => mutate(queryKeys.environments), [mutate]);

  const createEnvironment = useCallback(
    async (values: EnvironmentFormValues) => {
      await sendApiCall(client, saveEnvironmentCall(values));
      await Promise.all([refresh(), mutate(isAccountKey)]);
    },
    [client, refresh, mutate],
  );
  const updateEnvironment = useCallback(
    async (currentName: string, values: EnvironmentFormValues) => {
      await sendApiCall(client, saveEnvironmentCall(values, currentName));
      await Promise.all([refresh(), mutate(isAccountKey)]);
    },
    [client, refresh, mutate],
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
   * would ask for the users and groups of an environment that is gone. The account-wide read names
   * none and is read again; the per-environment directory's key follows the refreshed list.
   */
  const deleteEnvironment = useCallback(
    async (name: string): Promise<Environment[] | undefined> => {
      await api.deleteEnvironment({ environmentName: name });
      const remaining = await refresh();
      await mutate((key) => namesEnvironment(key, name), undefined, { revalidate: false });
      await mutate(ACCOUNT_WIDE_KEY);
      return remaining;
    },
    [api, refresh, mutate],
  );
  return { createEnvironment, updateEnvironment, makeDefault, deleteEnvironment };
}
