import { useEffect, type ReactNode } from 'react';
import { MaterialDesignContent, SnackbarProvider, useSnackbar, type SnackbarKey } from 'notistack';
import { GlobalStyles, IconButton, styled } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { TOAST_AUTO_CLOSE_MS } from './timings';
import type { Toaster } from './toast-context';
import { useReducedMotion } from './use-reduced-motion';

const SNACKBAR_POSITION = { vertical: 'top', horizontal: 'right' } as const;

const AT_ONCE = { enter: 0, exit: 0 };

/** At most this many toasts show at once; older ones close when a new one comes. */
const MAX_TOASTS = 3;
const CONTAINER_CLASS = 'portal-toasts';
/** The header's height (MUI's toolbar: 56 px on a phone, 64 px wider) plus a gap: toasts start below it. */
const belowHeader = { top: '64px !important', '@media (min-width: 600px)': { top: '72px !important' } };

function ToastActions({ id, extra }: { id: SnackbarKey; extra: ReactNode }) {
  const { closeSnackbar } = useSnackbar();
  return (
    // Escape inside a toast closes that toast (the document's handler below then leaves the rest).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <span
      style={{ display: 'inline-flex', alignItems: 'center' }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        closeSnackbar(id);
      }}
    >
      {extra}
      <IconButton size="small" color="inherit" aria-label="Close" onClick={() => closeSnackbar(id)}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </span>
  );
}

/** Is a dialog or menu open? Escape is theirs then. */
const overlayOpen = () => document.querySelector('.MuiModal-root:not(.MuiModal-hidden)') !== null;

function Bridge({ onReady }: { onReady: (toaster: Toaster | null) => void }) {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  useEffect(() => {
    let shown: SnackbarKey[] = [];
    /** The action (topic) of each error toast still open. */
    const failedAction = new Map<SnackbarKey, string>();
    onReady({
      show: (message, { topic, ...options }) => {
        const failed = options.variant === 'error';
        // An action's errors stay (the newest three show) until the same action succeeds: its
        // success toast closes them all.
        if (topic !== undefined && !failed)
          for (const [key, action] of failedAction) if (action === topic) closeSnackbar(key);
        const extra = options.action as ReactNode;
        const id = enqueueSnackbar(message, {
          ...options,
          action: (key) => <ToastActions id={key} extra={extra} />,
          onExited: (...args) => {
            shown = shown.filter((key) => key !== id);
            failedAction.delete(id);
            options.onExited?.(...args);
          },
        });
        shown = [...shown, id];
        if (topic !== undefined && failed) failedAction.set(id, topic);
      },
    });
    // Escape closes the newest toast, unless a dialog or menu is open: Escape closes that instead.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || overlayOpen()) return;
      const newest = shown.at(-1);
      if (newest !== undefined) closeSnackbar(newest);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      onReady(null);
    };
  }, [enqueueSnackbar, closeSnackbar, onReady]);
  return null;
}

/**
 * notistack's own colours put white text on #43a047 (success) and #2196f3 (info), about 3:1; these
 * shades keep every toast above WCAG AA's 4.5:1 in the light and the dark theme alike.
 */
const ReadableToast = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#1b5e20', color: '#fff' },
  '&.notistack-MuiContent-info': { backgroundColor: '#01579b', color: '#fff' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#e65100', color: '#000' },
  '&.notistack-MuiContent-error': { backgroundColor: '#c62828', color: '#fff' },
});
const TOAST_COMPONENTS = {
  default: ReadableToast,
  success: ReadableToast,
  info: ReadableToast,
  warning: ReadableToast,
  error: ReadableToast,
};

/** notistack's toast area: top right below the header, at most three, closing after 15 s unless told otherwise. */
export function ToastArea({ onReady }: { onReady: (toaster: Toaster | null) => void }) {
  // Toasts appear and leave at once, without sliding, where the theme reduces motion.
  const reduceMotion = useReducedMotion();
  return (
    <SnackbarProvider
      anchorOrigin={SNACKBAR_POSITION}
      transitionDuration={reduceMotion ? AT_ONCE : undefined}
      autoHideDuration={TOAST_AUTO_CLOSE_MS}
      maxSnack={MAX_TOASTS}
      classes={{ containerAnchorOriginTopRight: CONTAINER_CLASS }}
      Components={TOAST_COMPONENTS}
    >
      <GlobalStyles styles={{ [`.${CONTAINER_CLASS}`]: belowHeader }} />
      <Bridge onReady={onReady} />
    </SnackbarProvider>
  );
}
