import { ProApiError, toProApiError } from './errors';
import { readBody } from './read-body';

export { readBody };

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface TransportOptions {
  fetch?: FetchLike | undefined;
  /** Called with the error of every 401 answer, before the call rejects with it. */
  onUnauthorized?: ((error: ProApiError) => void) | undefined;
}

/**
 * Wraps fetch so that every answer outside 2xx, and every failure to get one, rejects with
 * ProApiError: status 0 with errorId `network`, or `aborted` (name 'AbortError') when the call's
 * signal fired, so callers can tell a cancel from a failure.
 */
export function createTransport({ fetch: baseFetch, onUnauthorized }: TransportOptions): FetchLike {
  const doFetch: FetchLike = baseFetch ?? ((input, init) => globalThis.fetch(input, init));
  return async (input, init) => {
    let response: Response;
    try {
      response = await doFetch(input, init);
    } catch (cause) {
      throw toProApiError(cause);
    }
    if (response.ok || (response.status >= 300 && response.status < 400)) return response;
    const error = new ProApiError(response.status, await readBody(response));
    if (response.status === 401) onUnauthorized?.(error);
    throw error;
  };
}
