import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useProClient } from '../../../shared/pro-client';
import { useProSWR } from '../../../shared/api/use-pro-swr';

export const retentionKey = ['main', '/customization/retention-settings'] as const;

/** The job retention time in days. */
export function useRetentionSettings() {
  const client = useProClient();
  return useProSWR(
    retentionKey,
    async (signal) => (await client.main.customization.getRetentionSettings({ signal })).jobRetentionTime,
  );
}

export function useUpdateRetention() {
  const client = useProClient();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (jobRetentionTime: number) => {
      const saved = await client.main.customization.updateRetentionSettings({
        retentionSettings: { jobRetentionTime },
      });
      await mutate(retentionKey, saved.jobRetentionTime, { revalidate: false });
    },
    [client, mutate],
  );
}
