/** What the portal keeps in the browser's local storage, under these keys. */
export const STORAGE_KEYS = {
  publishingApps: 'PublishingApps',
  /** Whose the PublishingApps entries are ('{user}@{environment}'): another person signing in here sees none of them. */
  publishingAppsOwner: 'PublishingAppsOwner',
  locationBeforeError: 'locationBeforeError',
  /** Per user and environment (userStorageKey): the Applications page's favourite and recently launched apps. */
  favouriteAndRecentApps: 'FavouriteAndRecentApps',
  /** Per user and environment: the jobs this person asked to be told about (removed when there are none). */
  watchedJobs: 'WatchedJobs',
  /** Per user and environment: the recent endings of watched jobs, as the header's bell lists them. */
  jobEndings: 'JobEndings',
  /** Per user and environment: the optional columns of the sessions of every kind shown or hidden (Manage columns). */
  sessionsOverviewColumns: 'SessionsOverviewColumns',
} as const;

/** The key of something kept for one user of one environment: `{key}:{environment}:{user}`, both parts encoded. */
export const userStorageKey = (key: string, environmentName: string, username: string): string =>
  `${key}:${encodeURIComponent(environmentName)}:${encodeURIComponent(username)}`;

/**
 * Calls `onChange` whenever what is kept under a key may have changed: in this tab (which sends
 * `event` on window after writing) or in another (the browser's 'storage' event).
 */
export function subscribeToStored(event: string, onChange: () => void): () => void {
  window.addEventListener(event, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(event, onChange);
    window.removeEventListener('storage', onChange);
  };
}
