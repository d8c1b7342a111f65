/**
 * The portal's routes (spec section 2), relative to the base path. Sub-paths of the applications
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
  USERS: '/users',
  USER_SETTINGS: '/user-settings',
  CONFIGURATION: '/configuration',
  ACCOUNT_SETTINGS: '/configuration/account_settings',
  TUNNELS: '/configuration/tunnels',
  HELP: '/help',
  ABOUT: '/about',
  NOT_FOUND: '/not-found',
  LOGIN: '/login',
  LOGIN_REDIRECT: '/login-redirect',
} as const;

const segment = (value: string) => encodeURIComponent(value);

/** Concrete addresses of the parameterised routes. */
export const paths = {
  updateApplication: (name: string, version: string) => `/applications/update/${segment(name)}/${segment(version)}`,
  editApplication: (name: string, version: string) => `/applications/edit/${segment(name)}/${segment(version)}`,
  launchApplication: (name: string, version: string) => `/applications/launch/${segment(name)}/${segment(version)}`,
  launchLatest: (name: string) => `/applications/launch/${segment(name)}/tag/latest`,
  applicationStats: (name: string, version: string) => `/applications/stats/${segment(name)}/${segment(version)}`,
  login: (returnTo?: string) => (returnTo ? `/login?returnTo=${encodeURIComponent(returnTo)}` : '/login'),
};

/**
 * The APIs and the image addresses (/portal/company-logo, /portal/login-image, /portal/app-icon) are
 * served from the origin's root whatever the portal's base path; only pages and assets move with it.
 */
export const API_BASE_URL = '';

/** Server-side pages that mixed mode sends the browser to, relative to the base path. */
export const SERVER_PAGES = {
  about: 'pro/about',
  stats: (name: string, version: string) => `pro/stats/${segment(name)}/${segment(version)}`,
};
