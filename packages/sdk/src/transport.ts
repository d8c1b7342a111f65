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
 * Sends one request and answers its response when the status is 2xx or 3xx (a redirect fetched with
 * redirect: 'manual' is an answer). Anything else rejects with ProApiError: the HTTP status and the
 * parsed body (after `onUnauthorized` for a 401), or status 0 with errorId `network`, or `aborted`
 * (name 'AbortError') when the signal fired, before or during the call.
 */
export async function send(
  doFetch: (url: string, init: RequestInit) => Promise<Response>,
  url: string,
  init: RequestInit,
  onUnauthorized?: (error: ProApiError) => void,
): Promise<Response> {
  let response: Response;
  try {
    init.signal?.throwIfAborted();
    response = await doFetch(url, init);
  } catch (cause) {
    throw toProApiError(cause);
  }
  if (response.status >= 200 && response.status < 400) return response;
  const error = new ProApiError(response.status, await readBody(response));
  if (response.status === 401) onUnauthorized?.(error);
  throw error;
}

/**
 * Wraps fetch so that every answer outside 2xx and 3xx, and every failure to get one, rejects with
 * ProApiError (see {@link send}), so callers can tell a cancel from a failure.
 */
export function createTransport({ fetch: baseFetch, onUnauthorized }: TransportOptions): FetchLike {
  const doFetch: FetchLike = baseFetch ?? ((input, init) => globalThis.fetch(input, init));
  return (input, init = {}) => send(doFetch, input, init, onUnauthorized);
}
