import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list kept in the address as the repeated query parameter `name` (`?filter=a&filter=b`), so that a
 * reload, Back and Forward and a copied link show the same view: useQueryState's sibling for lists.
 * Each write adds a history entry (a choice Back should undo); other parameters are kept.
 */
export function useQueryList(name: string): [string[], (next: readonly string[]) => void] {
  const [params, setParams] = useSearchParams();
  const all = JSON.stringify(params.getAll(name));
  // The same list while the address keeps it, so hooks keyed by it do not refetch.
  const values = useMemo(() => JSON.parse(all) as string[], [all]);
  const set = useCallback(
    (next: readonly string[]) =>
      // Rendered at once, as every change of a page's query is: the next click already sees this address.
      setParams((current) => {
        const copy = new URLSearchParams(current);
        copy.delete(name);
        for (const value of next) copy.append(name, value);
        return copy;
      }),
    [name, setParams],
  );
  return [values, set];
}
