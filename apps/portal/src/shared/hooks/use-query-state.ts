import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** Reads one query value: undefined when it is not one the page offers, so the default applies quietly. */
export type QueryParse<T> = (raw: string) => T | undefined;

export interface QueryWrite {
  /** Replaces the current history entry (typing) instead of adding one (a choice Back should undo). */
  replace?: boolean;
  /** Other query parameters that go back to their default with this change (the page when a filter changes). */
  reset?: readonly string[];
}

/** Any text, as typed. */
export const anyText: QueryParse<string> = (raw) => raw;

/** One of the given values, exactly. */
export const oneOf =
  <T extends string>(values: readonly T[]): QueryParse<T> =>
  (raw) =>
    values.find((value) => value === raw);

/**
 * One value of the address's query string, typed, so that a reload, Back and Forward and a copied
 * link show the same view. A missing or unusable value reads as `fallback`; writing the fallback
 * removes the parameter, so the default view keeps a clean address. Other parameters are kept.
 */
export function useQueryState<T extends string | number>(
  name: string,
  fallback: T,
  parse: QueryParse<T>,
): [T, (next: T, how?: QueryWrite) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(name);
  const value = (raw === null ? undefined : parse(raw)) ?? fallback;
  const set = useCallback(
    (next: T, { replace, reset = [] }: QueryWrite = {}) =>
      // Choosing what is shown already adds no history entry.
      (next !== value || reset.some((other) => params.has(other))) &&
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          for (const other of reset) copy.delete(other);
          if (next === fallback) copy.delete(name);
          else copy.set(name, String(next));
          return copy;
        },
        // Rendered at once, as every change of a page's query is (not as a transition): the next
        // keystroke or click already sees this address, so its write does not drop this change.
        { replace },
      ),
    [name, value, fallback, params, setParams],
  );
  return [value, set];
}
