import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Box, Typography } from '@mui/material';
import { uiTexts } from '../../shared/texts/ui-texts';
import { isChunkLoadError } from '../../shared/chunk-load';
import { ServerUnreachable } from '../../shared/components/server-unreachable';

/** The status and message of whatever a route threw. */
function describeRouteError(error: unknown): { status?: number; message: string } {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    const detail =
      typeof data === 'string'
        ? data
        : data && typeof data === 'object' && 'message' in data
          ? String(data.message)
          : '';
    return { status: error.status, message: detail || error.statusText };
  }
  if (error instanceof Error) return { message: error.message };
  return { message: typeof error === 'string' ? error : JSON.stringify(error) };
}

/** The router's fallback: 'Unexpected Application Error' with status and message. */
export function RouteError() {
  const error = useRouteError();
  // The router keeps a failed route for good: only loading the page again can fetch its code.
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
