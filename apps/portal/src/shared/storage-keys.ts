/** What the portal keeps in the browser's local storage, under these keys. */
export const STORAGE_KEYS = {
  publishingApps: 'PublishingApps',
  locationBeforeError: 'locationBeforeError',
} as const;
