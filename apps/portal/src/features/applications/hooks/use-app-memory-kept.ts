import { useSyncExternalStore } from 'react';
import { subscribeAppMemory } from '../lib/app-memory-key';

/**
 * Whether favourite or recent apps are kept under `key`. Only this check is part of the page's first
 * load: the section that shows them loads when there is something to show.
 */
export const useAppMemoryKept = (key: string): boolean =>
  useSyncExternalStore(subscribeAppMemory, () => window.localStorage.getItem(key) !== null);
