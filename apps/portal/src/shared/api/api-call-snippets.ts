import { useEffect, useState } from 'react';
import { scopesNeeded } from '@pro-portal/rules';
import { apiCallSnippets, apiCallTag, errorMessage, type ApiCall, type ApiCallSnippets } from '@pro-portal/sdk';
import { useSdk } from '../sdk-provider';

export interface ShownApiCall {
  snippets?: ApiCallSnippets;
  /** Per call, in order: the least API key scopes that allow it (any one of them); empty when any key may. */
  scopes: string[][];
  error?: string;
}

/** The absolute base URL scripts use: the client's base URL resolved against this page. */
const absoluteBaseUrl = (baseUrl: string) => new URL(baseUrl || '/', window.location.href).href.replace(/\/+$/, '');

/**
 * The SDK, curl and fetch forms of the calls a form sends, built by the SDK's own request building,
 * and the scope each needs from the table the server enforces. Null while there is no call to show.
 */
export function useApiCallSnippets(calls: readonly ApiCall[] | null): ShownApiCall | null {
  const client = useSdk();
  const [shown, setShown] = useState<ShownApiCall | null>(null);
  useEffect(() => {
    if (!calls) return;
    let current = true;
    const scopes = calls.map((call) => scopesNeeded(call.operation, apiCallTag(call)));
    apiCallSnippets(calls, absoluteBaseUrl(client.baseUrl)).then(
      (snippets) => current && setShown({ snippets, scopes }),
      (err: unknown) => current && setShown({ scopes, error: errorMessage(err) }),
    );
    return () => {
      current = false;
      setShown(null);
    };
  }, [calls, client.baseUrl]);
  return calls ? shown : null;
}
