import { useCallback } from 'react';
import { useProClient } from '../../../shared/pro-client';

/** POST /portal/launch-app: where to open the app, or that the desktop launcher takes over. */
export function useLaunchApp() {
  const client = useProClient();
  return useCallback(
    (appName: string, appVersion: string, deviceId: string) =>
      client.main.portal.launchApp({ launchRequest: { appName, appVersion, deviceId } }),
    [client],
  );
}
