import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import type { TunnelFormValues } from '@pro-portal/rules';
import type { Tunnel } from '@pro-portal/sdk';
import { apiCall } from '../../../shared/api/api-call';
import { useClientSWR, useSendAndCache } from '../../../shared/api/use-client-call';
import { useProClient } from '../../../shared/pro-client';
import { queryKeys } from '../../../shared/api/query-keys';

export type { Tunnel };

export const useTunnels = () =>
  useClientSWR(
    queryKeys.tunnels,
    async (client, signal) => (await client.main.customization.listTunnels({ signal })).tunnels,
  );

/** The call that saves a tunnel (shown by "Show API call" and sent by saveTunnel). */
export const saveTunnelCall = ({ id, context, socketAddress, userGroups }: TunnelFormValues) =>
  apiCall('main', 'customization', 'saveTunnel', {
    tunnelInput: {
      ...(id === undefined ? {} : { id }),
      context: context.trim(),
      socketAddress: socketAddress.trim(),
      userGroups: userGroups.trim(),
    },
  });

/** Save (create without id, edit with id) and delete; both revalidate the list. */
export function useTunnelMutations() {
  const client = useProClient();
  const { mutate } = useSWRConfig();
  const api = client.main.customization;
  const saveTunnel = useSendAndCache(saveTunnelCall, queryKeys.tunnels);
  const deleteTunnel = useCallback(
    async (tunnelId: number) => {
      await api.deleteTunnel({ tunnelId });
      await mutate(queryKeys.tunnels);
    },
    [api, mutate],
  );
  return useMemo(() => ({ saveTunnel, deleteTunnel }), [saveTunnel, deleteTunnel]);
}
