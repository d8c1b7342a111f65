import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useProClient } from '../../../shared/pro-client';

export const retentionKey = ['main', '/customization/retention-settings'] as const;

/** The job retention time in days. */
export function useRetentionSettings() {
  const client = useProClient();
  return useSWR(retentionKey, async () => (await client.main.customization.getRetentionSettings()).jobRetentionTime);
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
