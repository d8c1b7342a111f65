import { useCallback, useEffect, useRef, useState } from 'react';
import { LAUNCH_DELAY_MS, OVERLAY_RESET_MS } from '../lib/launch-timings';
import { usePortalContext } from '../../../shared/portal-context';
import { paths } from '../../../shared/paths';
import { appMemoryKey } from '../lib/app-memory-key';

/** The address of the launch route under the base path. */
const launchAddress = (basePath: string, name: string, version: string) =>
  `${basePath.replace(/\/$/, '')}${paths.launchApplication(name, version)}`;

/**
 * Launch opens a new tab on the launch route; the launching overlay shows after 1.5 s and hides 1 s
 * later. The app becomes the user's most recently used one on this environment.
 */
export function useLaunchInNewTab() {
  const { basePath, environmentName, username } = usePortalContext();
  const [overlay, setOverlay] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const launch = useCallback(
    (name: string, version: string) => {
      window.open(launchAddress(basePath, name, version), '_blank');
      const memoryKey = appMemoryKey(environmentName, username);
      // Remembering is a courtesy: when its code cannot be fetched the launch goes on without it.
      import(/* webpackChunkName: "apps-first" */ '../lib/app-memory')
        .then((m) => m.rememberLaunch(memoryKey, { name, version }))
        .catch(() => undefined);
      timers.current.push(
        setTimeout(() => setOverlay(true), LAUNCH_DELAY_MS),
        setTimeout(() => setOverlay(false), LAUNCH_DELAY_MS + OVERLAY_RESET_MS),
      );
    },
    [basePath, environmentName, username],
  );
  return { launch, overlay };
}
