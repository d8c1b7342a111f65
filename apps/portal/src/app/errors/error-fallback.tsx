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

/** Catches rendering errors outside the router and shows ErrorFallback. */
export class ErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    // A part that could not be fetched is tried again in place: what the page holds stays.
    if (error && isChunkLoadError(error)) return <ServerUnreachable onRetry={() => this.setState({ error: null })} />;
    if (error) return <ErrorFallback message={error.message} />;
    return this.props.children;
  }
}
