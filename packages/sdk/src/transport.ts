import { ProApiError, toProApiError } from './errors';
import { readBody } from './read-body';

export { readBody };

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * When a failed call is sent again: on a network failure, a 429 or a 503, after a wait that doubles
 * from `delayMs` (or the answer's Retry-After), at most `retries` times, for the `methods` listed.
 */
export interface RetryPolicy {
  /** How many times a failed call is sent again (default 2). */
  retries?: number | undefined;
  /** The methods retried, in capitals (default GET, HEAD, PUT and DELETE, which are idempotent); list 'POST' only for a call safe to repeat. */
  methods?: readonly string[] | undefined;
  /** The first wait in ms, doubled before each further try (default 300). */
  delayMs?: number | undefined;
  /** The longest wait in ms (default 10 000): a longer Retry-After fails the call instead of waiting. */
  maxDelayMs?: number | undefined;
}

/** `true` (the default policy), a number of retries, a policy, or `false` (no retries, the default). */
export type Retry = boolean | number | RetryPolicy;

/** What a client sets for all its calls and a call can set for itself. */
export interface CallSettings {
  /** Fails the call with errorId `timeout` when no answer came within this many ms (retries included). */
  timeoutMs?: number | undefined;
  /** Sends an idempotent call again after a network failure, a 429 or a 503 (see {@link RetryPolicy}). */
  retry?: Retry | undefined;
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

const IDEMPOTENT = ['GET', 'HEAD', 'PUT', 'DELETE'];

/** Waits `ms`, or rejects as the call's abort or time-out when `signal` fires first. */
const pause = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve, reject) => {
    const fail = () => reject(toProApiError(signal?.reason, signal));
    setTimeout(() => (signal?.removeEventListener('abort', fail), resolve()), ms);
    signal?.addEventListener('abort', fail);
  });

/**
 * Sends one request and answers its response when the status is 2xx or 3xx (a redirect fetched with
 * redirect: 'manual' is an answer). Anything else rejects with ProApiError: the HTTP status and the
 * parsed body (after `onUnauthorized` for a 401), or status 0 with errorId `network` (cause: what
 * fetch threw), `invalid-request` (a mistake in the request, e.g. a relative URL in Node.js),
 * `aborted` (name 'AbortError', cause: the signal's reason) or `timeout` (name 'TimeoutError').
 * The call's options come over the client's settings, its headers over those of `init` by name;
 * with a retry policy for its method, a network failure, a 429 or a 503 is tried again after the
 * policy's wait or the answer's Retry-After (seconds or an HTTP date).
 * `settings.Error` is the ProApiError class of an answer's error (a fetcher call's own).
 */
export async function send(
  doFetch: (url: string, init: RequestInit) => Promise<Response>,
  url: string,
  init: RequestInit,
  settings: TransportSettings & { Error?: typeof ProApiError | undefined } = {},
  call: RequestOptions = {},
): Promise<Response> {
  const timeoutMs = call.timeoutMs ?? settings.timeoutMs;
  const retry = call.retry ?? settings.retry;
  const policy = { retries: 2, methods: IDEMPOTENT, delayMs: 300, maxDelayMs: 10_000 };
  for (const [key, value] of Object.entries(Object(retry) as RetryPolicy))
    if (value != null) Object.assign(policy, { [key]: value });
  const retries =
    !retry || !policy.methods.includes(init.method ?? 'GET') ? 0 : typeof retry === 'number' ? retry : policy.retries;
  const signals = [call.signal ?? init.signal, timeoutMs == null ? null : AbortSignal.timeout(timeoutMs)].filter(
    (s) => s != null,
  );
  const signal = signals[1] ? AbortSignal.any(signals) : signals[0];
  const request = { ...init, signal };
  if (call.headers) {
    const headers = (request.headers = new Headers(init.headers));
    for (const [name, value] of Object.entries(call.headers)) headers.set(name, value);
  }
  for (let attempt = 0; ; attempt++) {
    let wait = Math.min(policy.delayMs * 2 ** attempt, policy.maxDelayMs);
    let response: Response;
    try {
      signal?.throwIfAborted();
      response = await doFetch(url, request);
    } catch (cause) {
      const error = toProApiError(cause, signal, url);
      if (attempt >= retries || error.errorId !== 'network') throw error;
      await pause(wait, signal);
      continue;
    }
    const { status } = response;
    if (status >= 200 && status < 400) return response;
    const error = new (settings.Error ?? ProApiError)(status, await readBody(response));
    if (status === 401) settings.onUnauthorized?.(error);
    const after = response.headers.get('retry-after');
    if (after) wait = (/^\d+$/.test(after) ? +after * 1000 : Date.parse(after) - Date.now()) || 0;
    if (attempt >= retries || (status !== 429 && status !== 503) || wait > policy.maxDelayMs) throw error;
    await pause(wait, signal);
  }
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
