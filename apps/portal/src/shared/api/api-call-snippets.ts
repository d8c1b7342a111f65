import { useEffect, useState } from 'react';
import { scopesNeeded } from '@pro-portal/rules';
import { apiCallSnippets, apiCallTag, errorMessage, type ApiCall, type ApiCallSnippets } from '@pro-portal/sdk';
import { useProClient } from '../pro-client';

export interface ShownApiCall {
  snippets?: ApiCallSnippets;
  /** The least API key scopes that allow the call (any one of them); empty when any key may make it. */
  scopes: string[];
  error?: string;
}

/** The absolute base URL scripts use: the client's base URL resolved against this page. */
const absoluteBaseUrl = (baseUrl: string) => new URL(baseUrl || '/', window.location.href).href.replace(/\/+$/, '');

/**
 * The SDK, curl and fetch forms of a call, built by the SDK's own request building, and the scope
 * it needs from the table the server enforces. Null while there is no call to show.
 */
export function useApiCallSnippets(call: ApiCall | null): ShownApiCall | null {
  const client = useProClient();
  const [shown, setShown] = useState<ShownApiCall | null>(null);
  useEffect(() => {
    if (!call) return;
    let current = true;
    const scopes = scopesNeeded(call.operation, apiCallTag(call));
    apiCallSnippets(call, absoluteBaseUrl(client.baseUrl)).then(
      (snippets) => current && setShown({ snippets, scopes }),
      (err: unknown) => current && setShown({ scopes, error: errorMessage(err) }),
    );
    return () => {
      current = false;
      setShown(null);
    };
  }, [call, client.baseUrl]);
  return call ? shown : null;
}
