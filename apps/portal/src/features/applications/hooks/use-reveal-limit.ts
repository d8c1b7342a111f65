import { startTransition, useCallback, useEffect, useState } from 'react';

/** Cards drawn at first and added each time the end of the list comes near the viewport. */
export const REVEAL_STEP = 16;

/**
 * How many items to draw: a first screenful, then more whenever the sentinel element comes within
 * a screen of the viewport. Starts over when resetKey changes (a new search). Without
 * IntersectionObserver (old browsers, jsdom) everything is drawn.
 */
export function useRevealLimit(resetKey: unknown, step = REVEAL_STEP) {
  const observable = typeof IntersectionObserver !== 'undefined';
  const [limit, setLimit] = useState(observable ? step : Infinity);
  const [sentinel, setSentinel] = useState<Element | null>(null);

  const [seenKey, setSeenKey] = useState(resetKey);
  if (seenKey !== resetKey) {
    setSeenKey(resetKey);
    if (observable) setLimit(step);
  }

  useEffect(() => {
    if (!sentinel || !observable) return;
    // Observing anew after each step reports at once when the sentinel is still in reach.
    const observer = new IntersectionObserver(
      (entries) => {
        // A transition: React draws the added cards in slices between input and paint, not in one long task.
        if (entries.some((e) => e.isIntersecting)) startTransition(() => setLimit((l) => l + step));
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, limit, step, observable]);

  const sentinelRef = useCallback((node: Element | null) => setSentinel(node), []);
  return { limit, sentinelRef };
}

/** The groups cut to their first `limit` items in order (groups past the limit left out), and whether any were left out. */
export function firstOfGroups<G extends { apps: readonly unknown[] }>(
  groups: readonly G[],
  limit: number,
): { shown: G[]; more: boolean } {
  const shown: G[] = [];
  let left = limit;
  for (const group of groups) {
    if (left <= 0 && shown.length > 0) return { shown, more: true };
    shown.push(group.apps.length > left ? { ...group, apps: group.apps.slice(0, left) } : group);
    left -= group.apps.length;
  }
  return { shown, more: left < 0 };
}
