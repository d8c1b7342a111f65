import { lazy, Suspense, useState } from 'react';
import { Button } from '@mui/material';
import type { ApiCall } from '../api/api-call';

const ApiCallDialog = lazy(() => import('./api-call-dialog'));

/**
 * "Show API call": the request a form would send, as an SDK call, curl and fetch, with the values
 * entered so far (secrets and file contents as placeholders) and the API key scope it needs.
 * `call` is asked for when the button is pressed, so it sees the form's current values.
 */
export function ShowApiCallButton({
  call,
  size,
  disabled,
}: {
  call: () => ApiCall;
  size?: 'small' | 'medium';
  /** While the form has nothing to send yet. */
  disabled?: boolean;
}) {
  const [shown, setShown] = useState<ApiCall | null>(null);
  return (
    <>
      <Button size={size} disabled={disabled} onClick={() => setShown(call())} sx={{ mr: 'auto' }}>
        Show API call
      </Button>
      {shown && (
        <Suspense fallback={null}>
          <ApiCallDialog call={shown} onClose={() => setShown(null)} />
        </Suspense>
      )}
    </>
  );
}
