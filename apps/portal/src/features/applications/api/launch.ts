import { useCallback } from 'react';
import { useSdk } from '../../../shared/sdk-provider';

/** POST /portal/launch-app: where to open the app, or that the desktop launcher takes over. */
export function useLaunchApp() {
  const client = useSdk();
  return useCallback(
    (appName: string, appVersion: string, deviceId: string) =>
      client.main.portal.launchApp({ launchRequest: { appName, appVersion, deviceId } }),
    [client],
  );
}
