import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useProClient } from '../../../shared/pro-client';
import { queryKeys } from '../../../shared/api/query-keys';

/** The job retention time in days. */
export function useRetentionSettings() {
  const client = useProClient();
  return useSWR(
    queryKeys.retention,
    async () => (await client.main.customization.getRetentionSettings()).jobRetentionTime,
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
      await mutate(queryKeys.retention, saved.jobRetentionTime, { revalidate: false });
    },
    [client, mutate],
  );
}
