import { mutate, preload, type Key } from 'swr';

/** A call a page makes first, under the SWR key its hook reads it by. */
export type EarlyCall = readonly [key: Key, call: () => Promise<unknown>];

/**
 * Starts calls at once, ahead of the hooks that read them, and hands them to SWR when `handOver`
 * settles true: an answer already here fills the cache, so the hook's first render shows it; one
 * still on its way is the hook's request; a failure is left for the hook to show. When `handOver`
 * settles false (nobody is signed in) the answers are dropped, so a refusal given before sign-in is
 * never shown after it.
 */
export function startEarly(calls: readonly EarlyCall[], handOver: Promise<boolean> = Promise.resolve(true)): void {
  for (const [key, call] of calls) {
    const answer = call();
    answer.catch(() => undefined);
    void handOver.then((take) => {
      if (!take) return;
      // The hook's request takes the preloaded answer instead of calling again.
      preload(key, () => answer).catch(() => undefined);
      answer.then((data) => mutate(key, data, { revalidate: false })).catch(() => undefined);
    });
  }
}
