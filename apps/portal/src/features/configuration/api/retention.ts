import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiCall, sendApiCall } from '../../../shared/api/api-call';
import { useProClient } from '../../../shared/pro-client';

export const retentionKey = ['main', '/customization/retention-settings'] as const;

/** The job retention time in days. */
export function useRetentionSettings() {
  const client = useProClient();
  return useSWR(retentionKey, async () => (await client.main.customization.getRetentionSettings()).jobRetentionTime);
}

/** The call that sets the job retention time in days (shown by "Show API call" and sent). */
export const updateRetentionCall = (jobRetentionTime: number) =>
  apiCall('main', 'customization', 'updateRetentionSettings', { retentionSettings: { jobRetentionTime } });

export function useUpdateRetention() {
  const client = useProClient();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (jobRetentionTime: number) => {
      const saved = await sendApiCall(client, updateRetentionCall(jobRetentionTime));
      await mutate(retentionKey, saved.jobRetentionTime, { revalidate: false });
    },
    [client, mutate],
  );
}
