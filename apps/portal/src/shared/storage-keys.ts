/** What the portal keeps in the browser's local storage, under these keys. */
export const STORAGE_KEYS = {
  publishingApps: 'PublishingApps',
  locationBeforeError: 'locationBeforeError',
  /** Per user and environment (userStorageKey): the Applications page's favourite and recently launched apps. */
  favouriteAndRecentApps: 'FavouriteAndRecentApps',
} as const;

/** The key of something kept for one user of one environment: `{key}:{environment}:{user}`, both parts encoded. */
export const userStorageKey = (key: string, environmentName: string, username: string): string =>
  `${key}:${encodeURIComponent(environmentName)}:${encodeURIComponent(username)}`;
