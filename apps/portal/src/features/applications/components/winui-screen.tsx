import { Alert, Link, Stack, Typography } from '@mui/material';
import { uiTexts } from '../../../shared/texts/ui-texts';

/** The App Launcher's download, on the portal's own origin. */
const APP_LAUNCHER_PATH = '/plugin/';

export const APP_LAUNCHER_TEXT = 'Download the App Launcher';
export const REFRESH_ADVICE = 'If nothing happens, install the App Launcher and refresh this page.';

/** Whether this browser and system can hand a WinUI app to the desktop launcher (Windows only). */
export const canRunWinUi = (userAgent: string): boolean => /Windows/i.test(userAgent);

/** What a WinUI launch shows: started, with the App Launcher link, or why it cannot run here. */
export function WinUiScreen({ supported }: { supported: boolean }) {
  if (!supported) return <Alert severity="error">{uiTexts.winUiNotSupported}</Alert>;
  return (
    <Stack spacing={1}>
      <Typography variant="h6">{uiTexts.winUiStarted}</Typography>
      <Link href={`${window.location.origin}${APP_LAUNCHER_PATH}`}>{APP_LAUNCHER_TEXT}</Link>
      <Typography variant="body2">{REFRESH_ADVICE}</Typography>
    </Stack>
  );
}
