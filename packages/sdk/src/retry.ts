import { toProApiError, type ProApiError } from './errors';

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

/**
 * How a call is tried again, made by {@link retryPolicy}: given one try of the call (which answers
 * with the response, whatever its status, or rejects with the ProApiError of a failure without
 * one), the call's method and its signal, it answers with the response the call keeps or rejects
 * with the last failure.
 */
export type Retry = (
  attempt: () => Promise<Response>,
  method: string,
  signal: AbortSignal | undefined,
) => Promise<Response>;

/** Waits `ms`, or rejects as the call's abort or time-out when `signal` fires first (and stops waiting). */
const pause = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve, reject) => {
    const fail = () => (clearTimeout(timer), reject(toProApiError(signal?.reason, signal)));
    const timer = setTimeout(() => (signal?.removeEventListener('abort', fail), resolve()), ms);
    signal?.addEventListener('abort', fail);
  });

/**
 * Retries for the `retry` option of a client or of one call (none by default, and only where it is
 * given, so a bundle that never retries carries none of this): a call whose method is in `methods`
 * is sent again after a network failure, a 429 or a 503, waiting `delayMs` doubled before each
 * further try, or what the answer's Retry-After asks (seconds or an HTTP date); a Retry-After longer
 * than `maxDelayMs` fails the call at once. A cancel or the time-out during a wait ends the call.
 * @example
 * import { retryPolicy } from '@pro-portal/sdk';
 * const pro = createProClient({ baseUrl: '', retry: retryPolicy({ retries: 3, delayMs: 500 }) }, ALL_APIS);
 * await pro.main.categories.listCategories({ retry: false }); // this call is not retried
 */
export function retryPolicy({
  retries = 2,
  methods = ['GET', 'HEAD', 'PUT', 'DELETE'],
  delayMs = 300,
  maxDelayMs = 10_000,
}: RetryPolicy = {}): Retry {
  return async (attempt, method, signal) => {
    for (let tried = 0; ; tried++) {
      const last = tried >= retries || !methods.includes(method);
      let wait = Math.min(delayMs * 2 ** tried, maxDelayMs);
      try {
        const response = await attempt();
        const { status } = response;
        const after = response.headers.get('retry-after');
        if (after) wait = (/^\d+$/.test(after) ? +after * 1000 : Date.parse(after) - Date.now()) || 0;
        if (last || (status !== 429 && status !== 503) || wait > maxDelayMs) return response;
        // The answer given up on: its body is not read.
        await response.body?.cancel().catch(() => undefined);
      } catch (error) {
        if (last || (error as ProApiError).errorId !== 'network') throw error;
      }
      await pause(wait, signal);
    }
  };
}
