/** Row selection of a jobs table: click selects one row, ctrl/meta toggles, shift selects a range. */
export interface Selection {
  keys: readonly string[];
  /** The row a shift-click range starts from. */
  anchor: string | null;
}

export const EMPTY_SELECTION: Selection = { keys: [], anchor: null };

export interface ClickModifiers {
  toggle: boolean;
  range: boolean;
}

const rangeBetween = (ordered: readonly string[], from: string, to: string): string[] => {
  const a = ordered.indexOf(from);
  const b = ordered.indexOf(to);
  if (a < 0 || b < 0) return [to];
  return ordered.slice(Math.min(a, b), Math.max(a, b) + 1);
};

/** The selection after clicking row `key`; `ordered` is the keys of the rows in display order. */
export function selectRow(
  current: Selection,
  ordered: readonly string[],
  key: string,
  { toggle, range }: ClickModifiers,
): Selection {
  if (range && current.anchor != null && ordered.includes(current.anchor)) {
    const span = rangeBetween(ordered, current.anchor, key);
    const keys = toggle ? [...new Set([...current.keys, ...span])] : span;
    return { keys: ordered.filter((k) => keys.includes(k)), anchor: current.anchor };
  }
  if (toggle) {
    const keys = current.keys.includes(key) ? current.keys.filter((k) => k !== key) : [...current.keys, key];
    return { keys: ordered.filter((k) => keys.includes(k)), anchor: key };
  }
  if (current.keys.length === 1 && current.keys[0] === key) return EMPTY_SELECTION;
  return { keys: [key], anchor: key };
}

/** Drops selected keys that are no longer shown (after a page change or refresh). */
export function keepVisible(current: Selection, ordered: readonly string[]): Selection {
  const keys = current.keys.filter((k) => ordered.includes(k));
  if (keys.length === current.keys.length) return current;
  return { keys, anchor: current.anchor != null && ordered.includes(current.anchor) ? current.anchor : null };
}
