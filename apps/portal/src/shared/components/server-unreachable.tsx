import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';

export const SERVER_UNREACHABLE = {
  title: 'Cannot reach the server',
  detail: 'Part of the portal could not be loaded. Check your connection, then retry; what you entered is kept.',
  retry: 'Retry',
};

interface ServerUnreachableProps {
  /** Tries again; while it runs the button is busy. */
  onRetry: () => unknown;
  /** A line inside a form or dialog instead of a page's panel. */
  compact?: boolean;
}

/**
 * What shows where a part of the portal could not be loaded because the server is out of reach:
 * a Retry that loads it in place, so that the rest of the page (and what was typed in it) stays.
 * It is part of the first chunk: it must show when no other chunk can load.
 */
export function ServerUnreachable({ onRetry, compact }: ServerUnreachableProps) {
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    try {
      await onRetry();
    } catch {
      // Still out of reach: the panel stays and offers Retry again.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box
      role="alert"
      sx={{
        p: compact ? 1.5 : 3,
        my: compact ? 1 : 2,
        border: 1,
        borderColor: 'error.main',
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
      }}
    >
      <Box sx={{ flex: '1 1 16rem' }}>
        <Typography component={compact ? 'p' : 'h2'} variant={compact ? 'subtitle2' : 'h6'}>
          {SERVER_UNREACHABLE.title}
        </Typography>
        <Typography variant="body2">{SERVER_UNREACHABLE.detail}</Typography>
      </Box>
      <Button variant="contained" onClick={retry} disabled={busy}>
        {SERVER_UNREACHABLE.retry}
      </Button>
    </Box>
  );
}
