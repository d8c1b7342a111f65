import { preload, type Key } from 'swr';

type Request = [key: Key, fetcher: () => Promise<unknown>];

/** Starts calls into SWR's cache ahead of the hooks that read them; a failure is left for those hooks to show. */
export function preloadQuietly(...requests: Request[]): void {
  // SWR hands the key to the fetcher; these fetchers take an optional signal instead, so they get nothing.
  for (const [key, fetcher] of requests) preload(key, () => fetcher()).catch(() => undefined);
}
