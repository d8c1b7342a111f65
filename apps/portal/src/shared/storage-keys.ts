/** What the portal keeps in the browser's local storage, under these keys. */
export const STORAGE_KEYS = {
  publishingApps: 'PublishingApps',
  locationBeforeError: 'locationBeforeError',
  /** Per user and environment (userStorageKey): the Applications page's favourite and recently launched apps. */
  favouriteAndRecentApps: 'FavouriteAndRecentApps',
  /** Per user and environment: the jobs this person asked to be told about (removed when there are none). */
  watchedJobs: 'WatchedJobs',
  /** Per user and environment: the recent endings of watched jobs, as the header's bell lists them. */
  jobEndings: 'JobEndings',
} as const;

/** The key of something kept for one user of one environment: `{key}:{environment}:{user}`, both parts encoded. */
export const userStorageKey = (key: string, environmentName: string, username: string): string =>
  `${key}:${encodeURIComponent(environmentName)}:${encodeURIComponent(username)}`;
