import { generatePath } from 'react-router';

/**
 * The portal's routes, relative to the base path. Sub-paths of the applications
 * list: publish, update/:name/:version, edit/:name/:version, launch/:name/:version,
 * launch/:name/tag/latest and stats/:name/:version.
 */
export const PATHS = {
  ROOT: '/',
  APPLICATIONS: '/applications',
  PUBLISH_APPLICATION: '/applications/publish',
  UPDATE_APPLICATION: '/applications/update/:name/:version',
  EDIT_APPLICATION: '/applications/edit/:name/:version',
  LAUNCH_APPLICATIONS: '/applications/launch',
  LAUNCH_APPLICATION: '/applications/launch/:name/:version',
  LAUNCH_LATEST: '/applications/launch/:name/tag/latest',
  APPLICATION_STATS: '/applications/stats/:name/:version',
  SESSIONS: '/sessions',
  WEBUI: '/sessions/webui',
  SOLVER: '/sessions/solver',
  TASK: '/sessions/task',
  ALL_SESSIONS: '/sessions/all',
  USERS: '/users',
  USER_SETTINGS: '/user-settings',
  CONFIGURATION: '/configuration',
  ACCOUNT_SETTINGS: '/configuration/account_settings',
  TUNNELS: '/configuration/tunnels',
  SECRETS: '/secrets',
  /** The portal's own App Stats (any mode): pick an app, then its statistics. Not the spec's APPLICATION_STATS. */
  STATS: '/stats',
  APP_STATS: '/stats/:name',
  HELP: '/help',
  ABOUT: '/about',
  NOT_FOUND: '/not-found',
  LOGIN: '/login',
  LOGIN_REDIRECT: '/login-redirect',
} as const;

/** Concrete addresses of the parameterised routes (generatePath encodes each segment). */
export const paths = {
  updateApplication: (name: string, version: string) => generatePath(PATHS.UPDATE_APPLICATION, { name, version }),
  editApplication: (name: string, version: string) => generatePath(PATHS.EDIT_APPLICATION, { name, version }),
  launchApplication: (name: string, version: string) => generatePath(PATHS.LAUNCH_APPLICATION, { name, version }),
  launchLatest: (name: string) => generatePath(PATHS.LAUNCH_LATEST, { name }),
  applicationStats: (name: string, version: string) => generatePath(PATHS.APPLICATION_STATS, { name, version }),
  appStats: (name: string) => generatePath(PATHS.APP_STATS, { name }),
  login: (returnTo?: string) => withReturnTo(PATHS.LOGIN, returnTo),
  loginRedirect: (returnTo: string) => withReturnTo(PATHS.LOGIN_REDIRECT, returnTo),
};

function withReturnTo(path: string, returnTo: string | undefined): string {
  return returnTo ? `${path}?returnTo=${encodeURIComponent(returnTo)}` : path;
}

/**
 * The APIs and the image addresses (/portal/company-logo, /portal/login-image, /portal/app-icon) are
 * served from the origin's root whatever the portal's base path; only pages and assets move with it.
 */
export const API_BASE_URL = '';

/** Server-side pages that mixed mode sends the browser to, relative to the base path. */
export const SERVER_PAGES = {
  about: 'pro/about',
  stats: (name: string, version: string) => generatePath('pro/stats/:name/:version', { name, version }),
};
