import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import type { TunnelFormValues } from '@pro-portal/rules';
import type { Tunnel } from '@pro-portal/sdk';
import { apiCall, sendApiCall } from '../../../shared/api/api-call';
import { useProClient } from '../../../shared/pro-client';
import { useProSWR } from '../../../shared/api/use-pro-swr';
import { queryKeys } from '../../../shared/api/query-keys';

export type { Tunnel };

export function useTunnels() {
  const client = useProClient();
  return useProSWR(
    queryKeys.tunnels,
    async (signal) => (await client.main.customization.listTunnels({ signal })).tunnels,
  );
}

/** Save (create without id, edit with id) and delete; both revalidate the list. */
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

export function useTunnelMutations() {
  const client = useProClient();
  const { mutate } = useSWRConfig();
  const api = client.main.customization;
  const saveTunnel = useCallback(
    async (values: TunnelFormValues) => {
      await sendApiCall(client, saveTunnelCall(values));
      await mutate(queryKeys.tunnels);
    },
    [client, mutate],
  );
  const deleteTunnel = useCallback(
    async (tunnelId: number) => {
      await api.deleteTunnel({ tunnelId });
      await mutate(queryKeys.tunnels);
    },
    [api, mutate],
  );
  return useMemo(() => ({ saveTunnel, deleteTunnel }), [saveTunnel, deleteTunnel]);
}
