/** Ordering (name, then zero-padded version), grouping ('Other' last) and searching the applications list. */
import { OTHER_CATEGORY } from './constants';

export interface SortableApp {
  name: string;
  version: string;
  category?: string | null;
}

/** Every run of digits padded to 3 places: '1.2.10' -> '001.002.010'. */
export const padVersion = (version: string): string => version.replace(/\d+/g, (digits) => digits.padStart(3, '0'));

/** Name plus zero-padded version: 'MyApp', '1.2.10' -> 'MyApp 001.002.010'. */
export const appSortKey = (app: SortableApp): string => `${app.name} ${padVersion(app.version)}`;

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** By name (ignoring case, then exact), then by padded version, so 1.2.9 comes before 1.2.10. */
export const compareApps = (a: SortableApp, b: SortableApp): number =>
  compareText(a.name.toLowerCase(), b.name.toLowerCase()) ||
  compareText(a.name, b.name) ||
  compareText(padVersion(a.version), padVersion(b.version));

/** Sorted as compareApps orders them; each key is computed once per app, not once per comparison. */
export const sortApps = <T extends SortableApp>(apps: readonly T[]): T[] =>
  apps
    .map((app) => ({ app, lower: app.name.toLowerCase(), version: padVersion(app.version) }))
    .sort(
      (a, b) =>
        compareText(a.lower, b.lower) || compareText(a.app.name, b.app.name) || compareText(a.version, b.version),
    )
    .map((entry) => entry.app);

/** The category an app is listed under: its own, or 'Other' when it has none. */
export const categoryOf = (app: SortableApp): string => app.category?.trim() || OTHER_CATEGORY;

export const isOtherCategory = (category: string | null | undefined): boolean =>
  (category ?? '').trim().toLowerCase() === OTHER_CATEGORY.toLowerCase() || !(category ?? '').trim();

/** The heading an app is grouped under: its category, or 'Other' for none and for any spelling of 'other'. */
export const listedCategory = (app: SortableApp): string =>
  isOtherCategory(app.category) ? OTHER_CATEGORY : categoryOf(app);

export interface CategoryGroup<T> {
  category: string;
  apps: T[];
}

/**
 * Apps grouped by category, categories alphabetical (ignoring case) with 'Other' last; apps sorted
 * within each. `categories` adds empty groups for categories without apps.
 */
export const groupAppsByCategory = <T extends SortableApp>(
  apps: readonly T[],
  categories: readonly string[] = [],
): CategoryGroup<T>[] => {
  const groups = new Map<string, T[]>();
  for (const category of categories) {
    if (!isOtherCategory(category) && !groups.has(category.trim())) groups.set(category.trim(), []);
  }
  for (const app of sortApps(apps)) {
    const category = listedCategory(app);
    const list = groups.get(category);
    if (list) list.push(app);
    else groups.set(category, [app]);
  }
  return [...groups.entries()]
    .map(([category, list]) => ({ category, apps: list }))
    .sort(
      (a, b) =>
        Number(a.category === OTHER_CATEGORY) - Number(b.category === OTHER_CATEGORY) ||
        compareText(a.category.toLowerCase(), b.category.toLowerCase()) ||
        compareText(a.category, b.category),
    );
};

/** The search field matches 'name version', ignoring case; an empty query matches all. */
export const matchesSearch = (app: SortableApp, query: string): boolean =>
  `${app.name} ${app.version}`.toLowerCase().includes(query.trim().toLowerCase());

export const searchApps = <T extends SortableApp>(apps: readonly T[], query: string): T[] => {
  const needle = query.trim().toLowerCase();
  return needle ? apps.filter((app) => `${app.name} ${app.version}`.toLowerCase().includes(needle)) : [...apps];
};
