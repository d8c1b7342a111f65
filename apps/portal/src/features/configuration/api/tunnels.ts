import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { TunnelFormValues } from '@pro-portal/rules';
import type { Tunnel } from '@pro-portal/sdk';
import { useProClient } from '../../../shared/pro-client';
import { queryKeys } from '../../../shared/api/query-keys';

export type { Tunnel };

export function useTunnels() {
  const client = useProClient();
  return useSWR(queryKeys.tunnels, async () => (await client.main.customization.listTunnels()).tunnels);
}

/** Save (create without id, edit with id) and delete; both revalidate the list. */
export function useTunnelMutations() {
  const client = useProClient();
  const { mutate } = useSWRConfig();
  const api = client.main.customization;
  const saveTunnel = useCallback(
    async ({ id, context, socketAddress, userGroups }: TunnelFormValues) => {
      await api.saveTunnel({
        tunnelInput: {
          ...(id === undefined ? {} : { id }),
          context: context.trim(),
          socketAddress: socketAddress.trim(),
          userGroups: userGroups.trim(),
        },
      });
      await mutate(queryKeys.tunnels);
    },
    [api, mutate],
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
