import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiCall, sendApiCall } from '../../../shared/api/api-call';
import { useProClient } from '../../../shared/pro-client';
import { useProSWR } from '../../../shared/api/use-pro-swr';
import { queryKeys } from '../../../shared/api/query-keys';

/** The job retention time in days. */
export function useRetentionSettings() {
  const client = useProClient();
  return useProSWR(
    queryKeys.retention,
    async (signal) => (await client.main.customization.getRetentionSettings({ signal })).jobRetentionTime,
  );
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
      await mutate(queryKeys.retention, saved.jobRetentionTime, { revalidate: false });
    },
    [client, mutate],
  );
}
