import type { Key, SWRConfiguration, SWRResponse } from 'swr';
import type { ProClient } from '@pro-portal/sdk';
import { useSdk } from '../sdk-provider';
import { useProSWR } from './use-pro-swr';

/**
 * How a feature's (or the shell's) hook reads with the SDK: useProSWR with the SDK client handed to the fetcher.
 * @example useSdkSWR(queryKeys.tunnels, async (client, signal) => (await client.main.customization.listTunnels({ signal })).tunnels);
 */
export function useSdkSWR<Data>(
  key: Key,
  fetcher: (client: ProClient, signal: AbortSignal) => Promise<Data>,
  config?: SWRConfiguration<Data>,
): SWRResponse<Data> {
  const client = useSdk();
  return useProSWR(key, (signal) => fetcher(client, signal), config);
}
