import * as Main from './generated/main';
import * as V1 from './generated/v1';
import * as Auth from './generated/auth';
import * as Sessions from './generated/sessions';
import type { ProApiError } from './errors';
import { createTransport, type FetchLike } from './transport';

/** The cookie policy of fetch (RequestInit's credentials). */
export type Credentials = 'omit' | 'same-origin' | 'include';

export interface ProClientOptions {
  /** Origin plus the portal's base path, e.g. 'https://pro.example.com' or '/portal'. '' means same origin. */
  baseUrl?: string | undefined;
  /** The fetch to use; defaults to the global fetch. */
  fetch?: FetchLike | undefined;
  /** An API key sent in the `apiKey` header of every call. Without it, the browser's session cookie is used. */
  apiKey?: string | undefined;
  /** Called on every 401 answer (spec section 8), before the call rejects. */
  onUnauthorized?: ((error: ProApiError) => void) | undefined;
  /** Cookie policy of fetch; 'include' by default so cookie sessions work across origins in development. */
  credentials?: Credentials | undefined;
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
  const main = lazy(() => new Main.Configuration(settings('main')));
  const v1 = lazy(() => new V1.Configuration(settings('v1')));
  const auth = lazy(() => new Auth.Configuration(settings('auth')));
  const sessions = lazy(() => new Sessions.Configuration(settings('sessions')));

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
    // One entry per generated API class (tag); client.test.ts names any class missing here.
    main: lazyApis(main, {
      applications: Main.ApplicationsApi,
      categories: Main.CategoriesApi,
      aimmsVersions: Main.AimmsVersionsApi,
      portal: Main.PortalApi,
      appAccess: Main.AppAccessApi,
      launching: Main.LaunchingApi,
      environments: Main.EnvironmentsApi,
      groups: Main.GroupsApi,
      users: Main.UsersApi,
      apiKeys: Main.ApiKeysApi,
      session: Main.SessionApi,
      customization: Main.CustomizationApi,
      storage: Main.StorageApi,
      tasks: Main.TasksApi,
    }),
    v1: lazyApis(v1, { portalMode: V1.PortalModeApi }),
    auth: lazyApis(auth, { auth: Auth.AuthApi }),
    sessions: lazyApis(sessions, { sessions: Sessions.SessionsApi }),
  };
}

const lazy = <T>(make: () => T): (() => T) => {
  let value: T | undefined;
  return () => (value ??= make());
};

type ApiClasses<C> = Record<string, new (configuration: C) => object>;

/** An object whose API instances are created on first use, so unused classes cost nothing at start. */
function lazyApis<C, T extends ApiClasses<C>>(
  configuration: () => C,
  classes: T,
): { readonly [K in keyof T]: InstanceType<T[K]> } {
  const apis = {} as { [K in keyof T]: InstanceType<T[K]> };
  for (const key of Object.keys(classes) as Array<keyof T & string>) {
    const make = lazy(() => new classes[key](configuration()) as InstanceType<T[typeof key]>);
    Object.defineProperty(apis, key, { enumerable: true, get: make });
  }
  return apis;
}

export type ProClient = ReturnType<typeof createProClient>;
