import * as Main from './generated/main';
import * as V1 from './generated/v1';
import * as Auth from './generated/auth';
import * as Sessions from './generated/sessions';
import type { ProApiError } from './errors';
import { createTransport, type FetchLike } from './transport';

export interface ProClientOptions {
  /** Origin plus the portal's base path, e.g. 'https://pro.example.com' or '/portal'. '' means same origin. */
  baseUrl?: string;
  /** The fetch to use; defaults to the global fetch. */
  fetch?: FetchLike;
  /** An API key sent in the `apiKey` header of every call. Without it, the browser's session cookie is used. */
  apiKey?: string;
  /** Called on every 401 answer (spec section 8), before the call rejects. */
  onUnauthorized?: (error: ProApiError) => void;
  /** Cookie policy of fetch; 'include' by default so cookie sessions work across origins in development. */
  credentials?: RequestCredentials;
}

/** The base paths of the platform's APIs, relative to the base URL. */
export const API_PATHS = {
  main: '/pro-api/v2',
  v1: '/pro-api/v1',
  auth: '/pro/auth/v1',
  sessions: '/pro/session-manager/v1',
} as const;

/**
 * Creates the clients of all the platform's APIs, configured together.
 * @example
 * const pro = createProClient({ baseUrl: 'http://localhost:8080', apiKey: process.env.PRO_API_KEY });
 * const { applications } = await pro.main.applications.listApplications();
 */
export function createProClient(options: ProClientOptions = {}) {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const fetchApi = createTransport({ fetch: options.fetch, onUnauthorized: options.onUnauthorized });
  const headers = options.apiKey ? { apiKey: options.apiKey } : undefined;
  const settings = (api: keyof typeof API_PATHS) => ({
    basePath: baseUrl + API_PATHS[api],
    fetchApi,
    headers,
    apiKey: options.apiKey,
    credentials: options.credentials ?? 'include',
  });
  const main = new Main.Configuration(settings('main'));
  const v1 = new V1.Configuration(settings('v1'));
  const auth = new Auth.Configuration(settings('auth'));
  const sessions = new Sessions.Configuration(settings('sessions'));

  return {
    baseUrl,
    /** The options the clients were built with, for hand-written calls (e.g. uploads with progress). */
    settings: {
      baseUrl,
      apiKey: options.apiKey,
      credentials: options.credentials ?? 'include',
      fetch: options.fetch,
      onUnauthorized: options.onUnauthorized,
    },
    main: {
      applications: new Main.ApplicationsApi(main),
      categories: new Main.CategoriesApi(main),
      aimmsVersions: new Main.AimmsVersionsApi(main),
      portal: new Main.PortalApi(main),
      appAccess: new Main.AppAccessApi(main),
      launching: new Main.LaunchingApi(main),
      environments: new Main.EnvironmentsApi(main),
      groups: new Main.GroupsApi(main),
      users: new Main.UsersApi(main),
      apiKeys: new Main.ApiKeysApi(main),
      session: new Main.SessionApi(main),
      customization: new Main.CustomizationApi(main),
      storage: new Main.StorageApi(main),
      tasks: new Main.TasksApi(main),
    },
    v1: { portalMode: new V1.PortalModeApi(v1) },
    auth: { auth: new Auth.AuthApi(auth) },
    sessions: { sessions: new Sessions.SessionsApi(sessions) },
  };
}

export type ProClient = ReturnType<typeof createProClient>;
