import { createPortal } from 'react-dom';
import { Box, IconButton, Typography } from '@mui/material';

export interface PlainToast {
  id: number;
  message: string;
  variant?: string;
}

/** The toast area's colours (toast-area.tsx), for the few toasts shown without it. */
const COLOURS: Record<string, string> = { success: '#1b5e20', info: '#01579b', warning: '#e65100', error: '#c62828' };

/**
 * Toasts shown while the toast area's own code cannot be fetched (the server is out of reach): the
 * same place and colours, each with a close button. Part of the first chunk, so that an error can
 * always be told. They sit directly in the body, beside any open dialog, whose modal hides the
 * rest of the page from assistive technologies.
 */
export function PlainToasts({ toasts, onClose }: { toasts: PlainToast[]; onClose: (id: number) => void }) {
  if (toasts.length === 0) return null;
  return createPortal(
    <Box
      sx={{
        position: 'fixed',
        top: { xs: 64, sm: 72 },
        right: 16,
        left: { xs: 16, sm: 'auto' },
        zIndex: 1400,
        display: 'grid',
        gap: 1,
      }}
    >
      {toasts.map(({ id, message, variant = 'info' }) => (
        <Box
          key={id}
          role={variant === 'error' ? 'alert' : 'status'}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            maxWidth: { sm: 420 },
            px: 2,
            py: 1,
            borderRadius: 1,
            boxShadow: 3,
            bgcolor: COLOURS[variant] ?? '#313131',
            color: variant === 'warning' ? '#000' : '#fff',
          }}
        >
          <Typography variant="body2" sx={{ flex: 1, whiteSpace: 'pre-line' }}>
            {message}
          </Typography>
          <IconButton size="small" color="inherit" aria-label="Close" onClick={() => onClose(id)}>
            ×
          </IconButton>
        </Box>
      ))}
    </Box>,
    document.body,
  );
}
