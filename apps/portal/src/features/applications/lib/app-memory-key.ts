import { STORAGE_KEYS, subscribeToStored, userStorageKey } from '../../../shared/storage-keys';

/** Sent on window when this tab changes the favourite and recent apps (other tabs hear 'storage'). */
export const APP_MEMORY_EVENT = 'portal:favourite-and-recent-apps';

/** Where the favourite and recently launched apps of this user in this environment are kept. */
export const appMemoryKey = (environmentName: string, username: string): string =>
  userStorageKey(STORAGE_KEYS.favouriteAndRecentApps, environmentName, username);

/** Calls `onChange` whenever the favourite and recent apps may have changed, in this tab or another. */
export const subscribeAppMemory = (onChange: () => void): (() => void) => subscribeToStored(APP_MEMORY_EVENT, onChange);
