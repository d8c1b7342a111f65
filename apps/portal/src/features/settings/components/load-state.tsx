import type { ReactNode } from 'react';
import { Alert, Button, CircularProgress } from '@mui/material';
import { errorMessage } from '../../../shared/api/errors';

interface LoadStateProps {
  label: string;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  children: ReactNode;
}

/** Progress while loading, then the error with a Retry button, then the content. */
export function LoadState({ label, isLoading, error, onRetry, children }: LoadStateProps) {
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        {errorMessage(error)}
      </Alert>
    );
  }
  if (isLoading) return <CircularProgress size={24} aria-label={`Loading ${label}`} />;
  return <>{children}</>;
}
