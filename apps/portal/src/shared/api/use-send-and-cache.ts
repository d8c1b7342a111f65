import { useCallback } from 'react';
import { useSWRConfig, type Key } from 'swr';
import { sendApiCall, type ApiCall } from './api-call';
import { useSdk } from '../sdk-provider';

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
  const client = useSdk();
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
