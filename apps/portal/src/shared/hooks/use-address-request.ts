import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/**
 * When the address carries `param` (a link asking a page to open one of its dialogs), calls `open`
 * with its value once `ready`, and takes the parameter out of the address so that Back or a reload
 * does not open the dialog again.
 */
export function useAddressRequest(param: string, ready: boolean, open: (value: string) => void): void {
  const [params, setParams] = useSearchParams();
  const asked = params.get(param);
  useEffect(() => {
    if (asked === null || !ready) return;
    open(asked);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(param);
        return next;
      },
      { replace: true },
    );
  }, [param, asked, ready, open, setParams]);
}
