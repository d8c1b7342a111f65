import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert, Box } from '@mui/material';
import { WINUI_WINDOW_CLOSE_MS } from '../lib/launch-timings';
import type { LaunchResponse } from '@pro-portal/sdk';
import { errorMessage } from '../../../shared/api/errors';
import { PATHS } from '../../../shared/paths';
import { usePortalContext } from '../../../shared/portal-context';
import { useLaunchApp } from '../api/launch';
import { rememberLaunch } from '../lib/app-memory';
import { appMemoryKey } from '../lib/app-memory-key';
import { browserWindow } from '../lib/browser-window';
import { deviceId } from '../lib/device-id';
import { setLaunchCookies } from '../lib/launch-cookies';
import { LaunchingIndicator } from '../components/launching-overlay';
import { WinUiScreen, canRunWinUi } from '../components/winui-screen';

type State = { kind: 'launching' } | { kind: 'winui'; supported: boolean } | { kind: 'failed'; message: string };

export const LATEST = 'latest';

/**
 * launch/:name/:version and launch/:name/tag/latest: asks launch-app with this browser's device id,
 * then follows the launchLink (a WebUI app, after setting its cookies) or shows the WinUI screen. A
 * launched version becomes the user's most recently used app on this environment (the list in the
 * tab that opened this one hears it through the storage event).
 */
export function LaunchPage() {
  const { name = '', version = LATEST } = useParams();
  const { username, environmentName } = usePortalContext();
  const launchApp = useLaunchApp();
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ kind: 'launching' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const device = deviceId();
    launchApp(name, version, device).then(
      (answer: LaunchResponse) => {
        if (version !== LATEST) rememberLaunch(appMemoryKey(environmentName, username), { name, version });
        if (answer.isWebUI) {
          setLaunchCookies({
            instanceId: answer.instanceId,
            deviceId: device,
            userName: username,
            launchLink: answer.launchLink,
          });
          browserWindow.assign(answer.launchLink);
          return;
        }
        const supported = canRunWinUi(browserWindow.userAgent());
        setState({ kind: 'winui', supported });
        if (supported) browserWindow.assign(answer.launchLink);
      },
      (error: unknown) => setState({ kind: 'failed', message: errorMessage(error) }),
    );
  }, [launchApp, name, version, username, environmentName]);

  // The screen that says the app cannot be launched here stays until the user has read it.
  const closeSoon = state.kind === 'winui' && state.supported;
  useEffect(() => {
    if (!closeSoon || !browserWindow.isPopup()) return undefined;
    const timer = setTimeout(() => {
      navigate(PATHS.APPLICATIONS);
      browserWindow.close();
    }, WINUI_WINDOW_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [closeSoon, navigate]);

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      {state.kind === 'launching' && <LaunchingIndicator />}
      {state.kind === 'winui' && <WinUiScreen supported={state.supported} />}
      {state.kind === 'failed' && <Alert severity="error">{state.message}</Alert>}
    </Box>
  );
}
