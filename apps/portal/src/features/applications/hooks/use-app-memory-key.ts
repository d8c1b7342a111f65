import { useSyncExternalStore } from 'react';
import { usePortalContext } from '../../../shared/portal-context';
import { appMemoryKey, subscribeAppMemory } from '../lib/app-memory-key';

/**
 * The storage key of the signed-in user's favourite and recent apps, and whether anything is kept
 * under it. Only this check is part of the page's first load: the section that shows them loads when
 * there is something to show.
 */
export function useAppMemoryKey(): { key: string; kept: boolean } {
  const { environmentName, username } = usePortalContext();
  const key = appMemoryKey(environmentName, username);
  const kept = useSyncExternalStore(subscribeAppMemory, () => window.localStorage.getItem(key) !== null);
  return { key, kept };
}
