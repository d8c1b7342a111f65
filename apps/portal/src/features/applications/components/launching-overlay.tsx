import { Backdrop, CircularProgress, Stack, Typography } from '@mui/material';
import { uiTexts } from '../../../shared/texts/ui-texts';

/** The animated logo with the caption 'Launching'. */
export function LaunchingIndicator() {
  return (
    <Stack spacing={2} role="status" sx={{ alignItems: 'center' }}>
      <CircularProgress color="inherit" aria-label={uiTexts.launching} />
      <Typography variant="h6" component="p">
        {uiTexts.launching}
      </Typography>
    </Stack>
  );
}

export function LaunchingOverlay({ open }: { open: boolean }) {
  return (
    <Backdrop open={open} sx={{ color: '#fff', zIndex: (theme) => theme.zIndex.modal + 1 }}>
      {open && <LaunchingIndicator />}
    </Backdrop>
  );
}
