import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { fromDateString, toDateString, type ApiKey } from '@pro-portal/sdk';
import { useProClient } from '../../../shared/pro-client';
import { queryKeys } from '../../../shared/api/query-keys';

export type { ApiKey };

/** The calendar day (YYYY-MM-DD) of an API date, as the SDK sends and reads it. */
export const isoDay = (date: Date): string => toDateString(date);

/** The signed-in user's API keys. */
export function useApiKeys() {
  const client = useProClient();
  return useSWR(queryKeys.apiKeys, async () => (await client.main.apiKeys.listApiKeys()).keys);
}

/** The scope names a key can hold. */
export function useApiKeyScopes() {
  const client = useProClient();
  return useSWR(queryKeys.apiKeyScopes, async () =>
    (await client.main.apiKeys.listApiKeyScopes()).scopes.map((s) => s.scope),
  );
}

export interface NewApiKey {
  keyName: string;
  expirationDate: string;
  scopes: string[];
}

/** Create (answers the key with its one-time secret) and delete; both revalidate the list. */
export function useApiKeyMutations() {
  const client = useProClient();
  const { mutate } = useSWRConfig();
  const api = client.main.apiKeys;
  const createApiKey = useCallback(
    async ({ keyName, expirationDate, scopes }: NewApiKey) => {
      const key = await api.createApiKey({
        apiKeyCreate: {
          keyName: keyName.trim(),
          expirationDate: fromDateString(expirationDate),
          scopes: scopes.map((scope) => ({ scope })),
        },
      });
      await mutate(queryKeys.apiKeys);
      return key;
    },
    [api, mutate],
  );
  const deleteApiKey = useCallback(
    async (apiKeyName: string) => {
      await api.deleteApiKey({ apiKeyName });
      await mutate(queryKeys.apiKeys);
    },
    [api, mutate],
  );
  return useMemo(() => ({ createApiKey, deleteApiKey }), [createApiKey, deleteApiKey]);
}
