import { ApiError, ErrorCode } from '../errors.js';

const WINDOW_MS = 5 * 60_000;
const MAX_FAILURES = 5;

/** Counts failed sign-ins per account; after 5 within 5 minutes the account answers 429 until the window passes. */
export class LoginThrottle {
  private failures = new Map<string, number[]>();

  check(key: string, now = Date.now()): void {
    const recent = (this.failures.get(key) ?? []).filter((t) => now - t < WINDOW_MS);
    this.failures.set(key, recent);
    if (recent.length >= MAX_FAILURES) {
      const retryAfter = Math.ceil((WINDOW_MS - (now - recent[0]!)) / 1000);
      const err = new ApiError(
        429,
        ErrorCode.invalidCredentials,
        `Too many failed sign-in attempts. Try again in ${retryAfter} seconds.`,
      );
      (err as ApiError & { retryAfter?: number }).retryAfter = retryAfter;
      throw err;
    }
  }

  fail(key: string, now = Date.now()): void {
    this.failures.set(key, [...(this.failures.get(key) ?? []), now]);
  }

  succeed(key: string): void {
    this.failures.delete(key);
  }
}
