import { normalizeName, sortApps } from '@pro-portal/rules';
import { APP_MEMORY_EVENT } from './app-memory-key';
import type { ListedApp } from './list-model';

/** An app version as kept in the browser. */
export interface AppRef {
  name: string;
  version: string;
}

/** The favourite apps (in the order they were added) and the recently launched ones (newest first). */
export interface AppMemory {
  favourites: AppRef[];
  recents: AppRef[];
}

/** How many recently launched apps are kept (and shown). */
export const MAX_RECENTS = 6;

const EMPTY: AppMemory = { favourites: [], recents: [] };
const same = (a: AppRef, b: AppRef) =>
  normalizeName(a.name) === normalizeName(b.name) && normalizeName(a.version) === normalizeName(b.version);
const isRef = (value: unknown): value is AppRef =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AppRef).name === 'string' &&
  typeof (value as AppRef).version === 'string';
const refsOf = (value: unknown): AppRef[] =>
  Array.isArray(value) ? value.filter(isRef).map(({ name, version }) => ({ name, version })) : [];

/** The memory kept as `raw` (the stored text, null when none); anything unreadable counts as nothing kept. */
export function parseAppMemory(raw: string | null): AppMemory {
  try {
    if (raw === null) return EMPTY;
    const parsed = JSON.parse(raw) as Partial<Record<keyof AppMemory, unknown>>;
    return { favourites: refsOf(parsed.favourites), recents: refsOf(parsed.recents).slice(0, MAX_RECENTS) };
  } catch {
    return EMPTY;
  }
}

/** What is kept under `key`. */
export const readAppMemory = (key: string): AppMemory => parseAppMemory(window.localStorage.getItem(key));

/** Keeps `memory` under `key` (removing the key when it holds nothing) and tells this tab's readers. */
function write(key: string, memory: AppMemory): void {
  if (memory.favourites.length === 0 && memory.recents.length === 0) window.localStorage.removeItem(key);
  else window.localStorage.setItem(key, JSON.stringify(memory));
  window.dispatchEvent(new Event(APP_MEMORY_EVENT));
}

export const isFavourite = (memory: AppMemory, app: AppRef): boolean => memory.favourites.some((f) => same(f, app));

/** Adds the app to the favourites, or takes it out when it is one. */
export function toggleFavourite(key: string, app: AppRef): void {
  const memory = readAppMemory(key);
  const favourites = isFavourite(memory, app)
    ? memory.favourites.filter((f) => !same(f, app))
    : [...memory.favourites, { name: app.name, version: app.version }];
  write(key, { ...memory, favourites });
}

/** Puts the app first among the recently launched ones, keeping the newest MAX_RECENTS. */
export function rememberLaunch(key: string, app: AppRef): void {
  const memory = readAppMemory(key);
  const recents = [{ name: app.name, version: app.version }, ...memory.recents.filter((r) => !same(r, app))];
  write(key, { ...memory, recents: recents.slice(0, MAX_RECENTS) });
}

/** After a rename of the app `from`: its favourite and recently launched versions take the name `to`. */
export function renameInAppMemory(key: string, from: string, to: string): void {
  const memory = readAppMemory(key);
  const renamed = (refs: AppRef[]) =>
    refs.map((ref) => (normalizeName(ref.name) === normalizeName(from) ? { ...ref, name: to } : ref));
  write(key, { favourites: renamed(memory.favourites), recents: renamed(memory.recents) });
}

/**
 * The listed apps to show first: the favourites (sorted as the list sorts) and the recently launched
 * apps that are not favourites (newest first). Apps the list no longer has (deleted, access withdrawn)
 * are left out.
 */
export function appsFirst(
  memory: AppMemory,
  items: readonly ListedApp[],
): { favourites: ListedApp[]; recents: ListedApp[] } {
  const find = (ref: AppRef) => items.find((item) => !item.publishing && same(item, ref));
  const favourites = sortApps(memory.favourites.map(find).filter((item): item is ListedApp => item !== undefined));
  const recents = memory.recents
    .filter((ref) => !isFavourite(memory, ref))
    .map(find)
    .filter((item): item is ListedApp => item !== undefined);
  return { favourites, recents };
}
