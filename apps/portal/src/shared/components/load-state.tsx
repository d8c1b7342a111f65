import type { ReactNode } from 'react';
import { Alert, Button, CircularProgress, type SxProps, type Theme } from '@mui/material';
import { errorMessage } from '../api/errors';

/** A failed load: the message (errorMessage of `error` unless `children` say it) and a Retry button. */
export function RetryAlert(props: { error?: unknown; onRetry: () => void; sx?: SxProps<Theme>; children?: ReactNode }) {
  return (
    <Alert severity="error" sx={props.sx} action={<Button onClick={props.onRetry}>Retry</Button>}>
      {props.children ?? errorMessage(props.error)}
    </Alert>
  );
}

interface LoadStateProps {
  /** Names what loads: the progress is labelled 'Loading {label}'. */
  label: string;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  /** The progress's diameter in pixels. */
  size?: number;
  children?: ReactNode;
}

/** Progress while loading, then the error with a Retry button, then the content. */
export function LoadState({ label, isLoading, error, onRetry, size = 24, children }: LoadStateProps) {
  if (error) return <RetryAlert error={error} onRetry={onRetry} />;
  if (isLoading) return <CircularProgress size={size} aria-label={`Loading ${label}`} />;
  return <>{children}</>;
}

interface ListStateProps<T> extends Omit<LoadStateProps, 'isLoading' | 'children'> {
  items: T[] | undefined;
  /** What an empty list says, in the spec's words. */
  emptyText: string;
  children: (items: T[]) => ReactNode;
}

/** Progress, then an error with Retry, then the empty text, else the list. */
export function ListState<T>({ items, emptyText, children, ...state }: ListStateProps<T>) {
  return (
    <LoadState {...state} isLoading={!items}>
      {items && (items.length === 0 ? <Alert severity="info">{emptyText}</Alert> : children(items))}
    </LoadState>
  );
}
