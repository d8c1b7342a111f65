import { useEffect } from 'react';
import { SnackbarProvider, useSnackbar } from 'notistack';
import { SNACKBAR_POSITION, TOAST_AUTO_CLOSE_MS } from '@pro-portal/rules';
import type { Enqueue } from './toast-context';

function Bridge({ onReady }: { onReady: (show: Enqueue | null) => void }) {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    onReady((message, options) => void enqueueSnackbar(message, options));
    return () => onReady(null);
  }, [enqueueSnackbar, onReady]);
  return null;
}

/** notistack's toast area: top right, at most five, closing after 15 s unless told otherwise. */
export function ToastArea({ onReady }: { onReady: (show: Enqueue | null) => void }) {
  return (
    <SnackbarProvider anchorOrigin={SNACKBAR_POSITION} autoHideDuration={TOAST_AUTO_CLOSE_MS} maxSnack={5}>
      <Bridge onReady={onReady} />
    </SnackbarProvider>
  );
}
