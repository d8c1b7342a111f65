import { useCallback, useEffect, useRef, useState } from 'react';
import { LAUNCH_DELAY_MS, OVERLAY_RESET_MS } from '../lib/launch-timings';
import { usePortalContext } from '../../../shared/portal-context';
import { paths } from '../../../shared/paths';

/** The address of the launch route under the base path. */
const launchAddress = (basePath: string, name: string, version: string) =>
  `${basePath.replace(/\/$/, '')}${paths.launchApplication(name, version)}`;

/**
 * Launch opens a new tab on the launch route; the launching overlay shows after 1.5 s and hides 1 s later.
 */
export function useLaunchInNewTab() {
  const { basePath } = usePortalContext();
  const [overlay, setOverlay] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const launch = useCallback(
    (name: string, version: string) => {
      window.open(launchAddress(basePath, name, version), '_blank');
      timers.current.push(
        setTimeout(() => setOverlay(true), LAUNCH_DELAY_MS),
        setTimeout(() => setOverlay(false), LAUNCH_DELAY_MS + OVERLAY_RESET_MS),
      );
    },
    [basePath],
  );
  return { launch, overlay };
}
