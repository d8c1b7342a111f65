import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { uiTexts } from '../../shared/texts/ui-texts';
import { isChunkLoadError } from '../../shared/chunk-load';
import { ServerUnreachable } from '../../shared/components/server-unreachable';

interface FallbackProps {
  message: string;
  onReload?: () => void;
}

/** 'Something went wrong!' with the error's message and a 'Reload Page' button. */
export function ErrorFallback({ message, onReload = () => window.location.reload() }: FallbackProps) {
  return (
    <Box role="alert" sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {uiTexts.somethingWentWrong}
      </Typography>
      <Typography sx={{ mb: 2 }}>{message}</Typography>
      <Button variant="contained" onClick={onReload}>
        {uiTexts.reloadPage}
      </Button>
    </Box>
  );
}

interface BoundaryState {
  error: Error | null;
}

interface BoundaryProps {
  children: ReactNode;
  /** What shows in the children's place; by default ErrorFallback, or Retry in place for a part that could not be fetched. */
  fallback?: (error: Error) => ReactNode;
  /** Caught errors are cleared when this changes (e.g. the address), and the children show again. */
  resetKey?: unknown;
}

/** Catches rendering errors below it and shows its fallback instead. */
export class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override componentDidUpdate(previous: BoundaryProps, previousState: BoundaryState): void {
    // Only an error caught before this update is cleared: one caught while arriving at the new key stays.
    if (previousState.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.fallback) return this.props.fallback(error);
    // A part that could not be fetched is tried again in place: what the page holds stays.
    if (isChunkLoadError(error)) return <ServerUnreachable onRetry={() => this.setState({ error: null })} />;
    return <ErrorFallback message={error.message} />;
  }
}
