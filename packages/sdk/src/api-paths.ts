export const MAIN_PATH = '/pro-api/v2';
export const V1_PATH = '/pro-api/v1';
export const AUTH_PATH = '/pro/auth/v1';
export const SESSIONS_PATH = '/pro/session-manager/v1';
export const USERS_PATH = '/pro/user-manager/v1';
export const SECRETS_PATH = '/pro/secret-manager/v1';

/** The base paths of the platform's APIs, relative to the base URL. */
export const API_PATHS = {
  main: MAIN_PATH,
  v1: V1_PATH,
  auth: AUTH_PATH,
  sessions: SESSIONS_PATH,
  users: USERS_PATH,
  secrets: SECRETS_PATH,
} as const;

export type ApiName = keyof typeof API_PATHS;
