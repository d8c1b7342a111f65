import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { TunnelFormValues } from '@pro-portal/rules';
import type { Tunnel } from '@pro-portal/sdk';
import { useProClient } from '../../../shared/pro-client';

export type { Tunnel };

export const tunnelsKey = ['main', '/customization/tunnels'] as const;

export function useTunnels() {
  const client = useProClient();
  return useSWR(tunnelsKey, async () => (await client.main.customization.listTunnels()).tunnels);
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
      await mutate(tunnelsKey);
    },
    [api, mutate],
  );
  const deleteTunnel = useCallback(
    async (tunnelId: number) => {
      await api.deleteTunnel({ tunnelId });
      await mutate(tunnelsKey);
    },
    [api, mutate],
  );
  return useMemo(() => ({ saveTunnel, deleteTunnel }), [saveTunnel, deleteTunnel]);
}
