import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Box, Typography } from '@mui/material';
import { uiTexts } from '../../shared/texts/ui-texts';
import { isChunkLoadError } from '../../shared/chunk-load';
import { ServerUnreachable } from '../../shared/components/server-unreachable';
import { ErrorBoundary } from './error-fallback';

/** The status (an error that carries an HTTP status) and message of whatever a route threw. */
function describeRouteError(error: unknown): { status?: number; message: string } {
  const status =
    error && typeof error === 'object' && 'status' in error && typeof error.status === 'number'
      ? error.status
      : undefined;
  if (error instanceof Error) return { status, message: error.message };
  return { status, message: typeof error === 'string' ? error : JSON.stringify(error) };
}

/** A route's failure: 'Unexpected Application Error' with status and message. */
function RouteError({ error }: { error: unknown }) {
  // A failed page stays failed until the page loads again: only that can fetch its code anew.
  if (isChunkLoadError(error)) return <ServerUnreachable onRetry={() => window.location.reload()} />;
  const { status, message } = describeRouteError(error);
  return (
    <Box role="alert" sx={{ p: 4 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {uiTexts.unexpectedApplicationError}
      </Typography>
      {status !== undefined && (
        <Typography component="h2" variant="h6">
          {status}
        </Typography>
      )}
      <Typography component="pre" sx={{ whiteSpace: 'pre-wrap' }}>
        {message}
      </Typography>
    </Box>
  );
}

/** Shows RouteError in place of the part of the page below it that threw, until the address changes. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={(error) => <RouteError error={error} />}>
      {children}
    </ErrorBoundary>
  );
}
