import type { ReactNode } from 'react';
import { Alert, Button, CircularProgress } from '@mui/material';
import { errorMessage } from '../../../shared/api/errors';

interface ListStateProps<T> {
  label: string;
  items: T[] | undefined;
  error: unknown;
  emptyText: string;
  onRetry: () => void;
  children: (items: T[]) => ReactNode;
}

/** Progress, then an error with Retry, then the empty text, else the list. */
export function ListState<T>({ label, items, error, emptyText, onRetry, children }: ListStateProps<T>) {
  if (error) {
    return (
      <Alert severity="error" action={<Button onClick={onRetry}>Retry</Button>}>
        {errorMessage(error)}
      </Alert>
    );
  }
  if (!items) return <CircularProgress size={24} aria-label={`Loading ${label}`} />;
  if (items.length === 0) return <Alert severity="info">{emptyText}</Alert>;
  return <>{children(items)}</>;
}
