import { ProApiError } from './errors';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface TransportOptions {
  fetch?: FetchLike;
  /** Called with the error of every 401 answer, before the call rejects with it. */
  onUnauthorized?: (error: ProApiError) => void;
}

const NETWORK_MESSAGE = 'The server could not be reached. Check your connection and try again.';

/**
 * Wraps fetch so that every answer outside 2xx, and every network failure, rejects with ProApiError.
 * An aborted request keeps its AbortError so callers can tell a cancel from a failure.
 */
export function createTransport({ fetch: baseFetch, onUnauthorized }: TransportOptions): FetchLike {
  const doFetch: FetchLike = baseFetch ?? ((input, init) => globalThis.fetch(input, init));
  return async (input, init) => {
    let response: Response;
    try {
      response = await doFetch(input, init);
    } catch (cause) {
      if (isAbort(cause)) throw cause;
      throw new ProApiError(0, { message: NETWORK_MESSAGE, errorCode: 0, errorId: 'network' });
    }
    if (response.ok || (response.status >= 300 && response.status < 400)) return response;
    const error = new ProApiError(response.status, await readBody(response));
    if (response.status === 401) onUnauthorized?.(error);
    throw error;
  };
}

/** Reads an error body: parsed JSON when it is JSON, else its text (undefined when empty). */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isAbort(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { name?: unknown }).name === 'AbortError';
}
