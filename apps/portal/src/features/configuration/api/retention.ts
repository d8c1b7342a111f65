import { apiCall } from '../../../shared/api/api-call';
import { useSdkSWR } from '../../../shared/api/use-sdk-swr';
import { useSendAndCache } from '../../../shared/api/use-send-and-cache';
import { queryKeys } from '../../../shared/api/query-keys';

/** The job retention time in days. */
export const useRetentionSettings = () =>
  useSdkSWR(
    queryKeys.retention,
    async (client, signal) => (await client.main.customization.getRetentionSettings({ signal })).jobRetentionTime,
  );

/** The call that sets the job retention time in days (shown by "Show API call" and sent). */
export const updateRetentionCall = (jobRetentionTime: number) =>
  apiCall('main', 'customization', 'updateRetentionSettings', { retentionSettings: { jobRetentionTime } });

const savedDays = (saved: { jobRetentionTime: number }) => saved.jobRetentionTime;

/** Sets the job retention time in days; the cached setting becomes the saved one. */
export const useUpdateRetention = () => useSendAndCache(updateRetentionCall, queryKeys.retention, savedDays);
