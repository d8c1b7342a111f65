import { ProApiError, toProApiError } from './errors';
import { readBody } from './read-body';
import type { Retry } from './retry';

export { readBody };

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** What a client sets for all its calls and a call can set for itself. */
export interface CallSettings {
  /** Fails the call with errorId `timeout` when no answer came within this many ms (retries included). */
  timeoutMs?: number | undefined;
  /** Sends the call again after some failures, as made by `retryPolicy()`; `false` for none (the default). */
  retry?: Retry | false | undefined;
}

/** Options of one call: `signal` cancels it, `headers` replace the configured ones of the same name, and the call's own time-out and retries. */
export interface RequestOptions extends CallSettings {
  signal?: AbortSignal | undefined;
  headers?: Record<string, string> | undefined;
}

/** What a client sets for all its calls: time-out, retries and the callback of every 401. */
export interface TransportSettings extends CallSettings {
  /** Called with the error of every 401 answer, before the call rejects with it. */
  onUnauthorized?: ((error: ProApiError) => void) | undefined;
}

export interface TransportOptions extends TransportSettings {
  fetch?: FetchLike | undefined;
}

/** `init` with a call's own headers over its headers of the same name, whatever their case. */
export function withHeaders(init: RequestInit, headers: Record<string, string> | undefined): RequestInit {
  if (!headers) return init;
  const merged = new Headers(init.headers);
  for (const [name, value] of Object.entries(headers)) merged.set(name, value);
  return { ...init, headers: merged };
}

/**
 * Sends one request and answers its response when the status is 2xx or 3xx (a redirect fetched with
 * redirect: 'manual' is an answer). Anything else rejects with ProApiError: the HTTP status and the
 * parsed body (after `onUnauthorized` for a 401), or status 0 with errorId `network` (cause: what
 * fetch threw), `invalid-request` (a mistake in the request, e.g. a relative URL in Node.js),
 * `aborted` (name 'AbortError', cause: the signal's reason) or `timeout` (name 'TimeoutError').
 * The call's signal, time-out and retry come over the client's settings (its headers: see
 * withHeaders); with a `retry` (see retryPolicy), the tries are made as it says and the last one
 * answers.
 * `settings.Error` is the ProApiError class of an answer's error (a fetcher call's own).
 */
export async function send(
  doFetch: (url: string, init: RequestInit) => Promise<Response>,
  url: string,
  init: RequestInit,
  settings: TransportSettings & { Error?: typeof ProApiError | undefined } = {},
  call: CallSettings & { signal?: AbortSignal | undefined } = {},
): Promise<Response> {
  const timeoutMs = call.timeoutMs ?? settings.timeoutMs;
  const retry = call.retry ?? settings.retry;
  const signals = [call.signal ?? init.signal, timeoutMs == null ? null : AbortSignal.timeout(timeoutMs)].filter(
    (s) => s != null,
  );
  const signal = signals[1] ? AbortSignal.any(signals) : signals[0];
  const request = { ...init, signal };
  const attempt = async () => {
    try {
      signal?.throwIfAborted();
      return await doFetch(url, request);
    } catch (cause) {
      throw toProApiError(cause, signal, url);
    }
  };
  const response = await (retry ? retry(attempt, init.method ?? 'GET', signal) : attempt());
  const { status } = response;
  if (status >= 200 && status < 400) return response;
  const error = new (settings.Error ?? ProApiError)(status, await readBody(response));
  if (status === 401) settings.onUnauthorized?.(error);
  throw error;
}

/**
 * Wraps fetch so that every answer outside 2xx and 3xx, and every failure to get one, rejects with
 * ProApiError (see {@link send}), so callers can tell a cancel from a failure; the settings apply
 * to every call.
 */
export function createTransport({ fetch: baseFetch, ...settings }: TransportOptions): FetchLike {
  const doFetch: FetchLike = baseFetch ?? ((input, init) => globalThis.fetch(input, init));
  return (input, init = {}) => send(doFetch, input, init, settings);
}
