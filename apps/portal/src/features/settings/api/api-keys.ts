import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { fromDateString, toDateString, type ApiKey, type ProClient } from '@pro-portal/sdk';
import { apiCall, sendApiCall } from '../../../shared/api/api-call';
import { useSdk } from '../../../shared/sdk-provider';
import { queryKeys } from '../../../shared/api/query-keys';
import { useSdkSWR } from '../../../shared/api/use-sdk-swr';

export type { ApiKey };

/** The calendar day (YYYY-MM-DD) of an API date, as the SDK sends and reads it. */
export const isoDay = (date: Date): string => toDateString(date);

/** Asks for the signed-in user's API keys. */
export const fetchApiKeys = async (client: ProClient, signal?: AbortSignal) =>
  (await client.main.apiKeys.listApiKeys({ signal })).keys;

/** The signed-in user's API keys. */
export const useApiKeys = () => useSdkSWR(queryKeys.apiKeys, fetchApiKeys);

/** The scope names a key can hold. */
export const useApiKeyScopes = () =>
  useSdkSWR(queryKeys.apiKeyScopes, async (client, signal) =>
    (await client.main.apiKeys.listApiKeyScopes({ signal })).scopes.map((s) => s.scope),
  );

export interface NewApiKey {
  keyName: string;
  expirationDate: string;
  scopes: string[];
}

/** The call that creates an API key (shown by "Show API call" and sent). */
export const createApiKeyCall = ({ keyName, expirationDate, scopes }: NewApiKey) =>
  apiCall('main', 'apiKeys', 'createApiKey', {
    apiKeyCreate: {
      keyName: keyName.trim(),
      expirationDate: fromDateString(expirationDate),
      scopes: scopes.map((scope) => ({ scope })),
    },
  });

/** Create (answers the key with its one-time secret) and delete; both revalidate the list. */
export function useApiKeyMutations() {
  const client = useSdk();
  const { mutate } = useSWRConfig();
  const api = client.main.apiKeys;
  const createApiKey = useCallback(
    async (values: NewApiKey) => {
      const key = await sendApiCall(client, createApiKeyCall(values));
      await mutate(queryKeys.apiKeys);
      return key;
    },
    [client, mutate],
  );
  const deleteApiKey = useCallback(
    async (apiKeyName: string) => {
      await api.deleteApiKey({ name: apiKeyName });
      await mutate(queryKeys.apiKeys);
    },
    [api, mutate],
  );
  return useMemo(() => ({ createApiKey, deleteApiKey }), [createApiKey, deleteApiKey]);
}
