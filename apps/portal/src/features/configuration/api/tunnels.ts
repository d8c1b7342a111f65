import { useMemo } from 'react';
import type { TunnelFormValues } from '@pro-portal/rules';
import type { Tunnel } from '@pro-portal/sdk';
import { apiCall } from '../../../shared/api/api-call';
import { useSdkSWR } from '../../../shared/api/use-sdk-swr';
import { useSendAndCache } from '../../../shared/api/use-send-and-cache';
import { queryKeys } from '../../../shared/api/query-keys';

export type { Tunnel };

export const useTunnels = () =>
  useSdkSWR(
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

/** The call that deletes a tunnel (sent by deleteTunnel). */
export const deleteTunnelCall = (tunnelId: number) => apiCall('main', 'customization', 'deleteTunnel', { tunnelId });

/** Save (create without id, edit with id) and delete; both revalidate the list. */
export function useTunnelMutations() {
  const saveTunnel = useSendAndCache(saveTunnelCall, queryKeys.tunnels);
  const deleteTunnel = useSendAndCache(deleteTunnelCall, queryKeys.tunnels);
  return useMemo(() => ({ saveTunnel, deleteTunnel }), [saveTunnel, deleteTunnel]);
}
