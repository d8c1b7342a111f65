import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { NEW_API_KEY_PARAM } from '../lib/new-key-link';

/**
 * When the address asks for a new key (`?newApiKey=<name of the key it replaces>`, the link of the
 * expiry notice), calls `open` with that name once `ready`, and takes the parameter out of the address
 * so that Back or a reload does not open the dialog again.
 */
export function useNewKeyRequest(ready: boolean, open: (replacing: string) => void): void {
  const [params, setParams] = useSearchParams();
  const asked = params.get(NEW_API_KEY_PARAM);
  useEffect(() => {
    if (asked === null || !ready) return;
    open(asked);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(NEW_API_KEY_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [asked, ready, open, setParams]);
}
