/** The base paths of the platform's APIs, relative to the base URL. */
export const API_PATHS = {
  main: '/pro-api/v2',
  v1: '/pro-api/v1',
  auth: '/pro/auth/v1',
  sessions: '/pro/session-manager/v1',
} as const;

export type ApiName = keyof typeof API_PATHS;
