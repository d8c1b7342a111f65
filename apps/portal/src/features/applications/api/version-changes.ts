import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiCall, sendApiCall, type ApiCall } from '../../../shared/api/api-call';
import { queryKeys } from '../../../shared/api/query-keys';
import { useSdk } from '../../../shared/sdk-provider';
import type { AppRef } from './applications';

// Apart from the list's hooks: only the dialogs that ask first use these, and they load on demand.

/** The call that deletes an app version (shown by "Show API call" and sent). */
export const deleteAppCall = (app: AppRef) =>
  apiCall('main', 'applications', 'deleteApplication', { projectName: app.name, projectVersion: app.version });

/** The call that tags an app version as its name's latest (shown by "Show API call" and sent). */
export const setLatestCall = (app: AppRef) =>
  apiCall('main', 'applications', 'updateApplication', {
    projectName: app.name,
    projectVersion: app.version,
    editApplication: { isLatest: true },
  });

/** Sends a change of one app version, then revalidates the apps list; throws what the call throws. */
export function useSendVersionChange() {
  const client = useSdk();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (call: ApiCall) => {
      await sendApiCall(client, call);
      await mutate(queryKeys.applications);
    },
    [client, mutate],
  );
}
