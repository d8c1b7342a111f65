import { STORAGE_KEYS, subscribeToStored, userStorageKey } from '../../../shared/storage-keys';

/** Sent on window when this tab changes the watched jobs or their endings (other tabs hear 'storage'). */
export const JOB_WATCH_EVENT = 'portal:job-watches';

/** Where this user's watched jobs in this environment are kept; the key exists only while one is watched. */
export const watchesKey = (environmentName: string, username: string): string =>
  userStorageKey(STORAGE_KEYS.watchedJobs, environmentName, username);

/** Where the recent endings of this user's watched jobs in this environment are kept. */
export const endingsKey = (environmentName: string, username: string): string =>
  userStorageKey(STORAGE_KEYS.jobEndings, environmentName, username);

/** Calls `onChange` whenever the watched jobs or their endings may have changed, in this tab or another. */
export const subscribeJobWatches = (onChange: () => void): (() => void) => subscribeToStored(JOB_WATCH_EVENT, onChange);

/** How many endings kept as `raw` (the stored text) the person has not seen; 0 when unreadable. */
export function unreadCount(raw: string | null): number {
  try {
    return Math.max(0, Number((JSON.parse(raw ?? '{}') as { unread?: unknown }).unread) || 0);
  } catch {
    return 0;
  }
}
