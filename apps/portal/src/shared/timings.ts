/** How long the portal's notices, caches and tooltips wait. */

/** The portal's toast area closes a notice after 15 s. */
export const TOAST_AUTO_CLOSE_MS = 15000;
/** The toast library's own durations per kind. */
export const SNACKBAR_DURATIONS_MS = {
  success: 3000,
  info: 4000,
  warning: 5000,
  error: 5000,
} as const;

/** How long an answer stays fresh before it is asked again. */
export const CACHE_LIFETIME_MS = {
  versionList: 10_000,
  customization: 5 * 60_000,
  platformVersion: 5 * 60_000,
} as const;

export const TOOLTIP_DELAYS_MS = {
  enter: 800,
  infoEnter: 500,
  leave: 100,
} as const;

/** The schedule view asks for the queued and completed tasks again this often while it is open. */
export const SCHEDULE_REFRESH_MS = 30_000;

/** How often the watched jobs are asked for: one list call each time, for all of them together. */
export const JOB_WATCH_POLL_MS = 5000;
