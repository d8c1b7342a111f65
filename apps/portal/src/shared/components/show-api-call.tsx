import { lazy, Suspense, useState } from 'react';
import { Button } from '@mui/material';
import type { ApiCall } from '../api/api-call';

const ApiCallDialog = lazy(() => import('./api-call-dialog'));

/**
 * "Show API call": the requests a form would send, in order, as SDK calls, curl and fetch, with the
 * values entered so far (secrets read from environment variables, files by name) and the API key scope
 * each needs. `call` is asked for when the button is pressed, so it sees the form's current values.
 */
export function ShowApiCallButton({
  call,
  size,
  disabled,
}: {
  /** The call the form sends, or every call it sends, in order. */
  call: () => ApiCall | readonly ApiCall[];
  size?: 'small' | 'medium';
  /** While the form has nothing to send yet. */
  disabled?: boolean;
}) {
  const [shown, setShown] = useState<readonly ApiCall[] | null>(null);
  const show = () => {
    const calls = call();
    setShown(Array.isArray(calls) ? (calls as readonly ApiCall[]) : [calls as ApiCall]);
  };
  return (
    <>
      <Button size={size} disabled={disabled} onClick={show} sx={{ mr: 'auto' }}>
        Show API call
      </Button>
      {shown && (
        <Suspense fallback={null}>
          <ApiCallDialog calls={shown} onClose={() => setShown(null)} />
        </Suspense>
      )}
    </>
  );
}
