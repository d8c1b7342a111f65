import { useCallback } from 'react';
import { useSWRConfig, type Key, type SWRConfiguration, type SWRResponse } from 'swr';
import type { ProClient } from '@pro-portal/sdk';
import { sendApiCall, type ApiCall } from './api-call';
import { useProClient } from '../pro-client';
import { useProSWR } from './use-pro-swr';

/**
 * useProSWR with the SDK client handed to the fetcher: how a feature's (or the shell's) hook reads with the SDK.
 * @example useClientSWR(queryKeys.tunnels, async (client, signal) => (await client.main.customization.listTunnels({ signal })).tunnels);
 */
export function useClientSWR<Data>(
  key: Key,
  fetcher: (client: ProClient, signal: AbortSignal) => Promise<Data>,
  config?: SWRConfiguration<Data>,
): SWRResponse<Data> {
  const client = useProClient();
  return useProSWR(key, (signal) => fetcher(client, signal), config);
}

/**
 * A mutation that sends the call `toCall` describes (the one "Show API call" shows), then brings the
 * cache of `key` up to date: with `cached(result)` without a refetch when given, else by revalidating.
 * `toCall` and `cached` should be module-level functions, so that the mutation keeps its identity.
 */
export function useSendAndCache<A extends unknown[], R>(
  toCall: (...args: A) => ApiCall<R>,
  key: Key,
  cached?: (result: R) => unknown,
): (...args: A) => Promise<R> {
  const client = useProClient();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (...args: A) => {
      const result = await sendApiCall(client, toCall(...args));
      await (cached ? mutate(key, cached(result), { revalidate: false }) : mutate(key));
      return result;
    },
    [client, mutate, toCall, key, cached],
  );
}
