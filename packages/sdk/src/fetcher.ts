/**
 * The light client: typed fetchers by path (openapi-typescript-fetch over the path types that
 * openapi-typescript generates from the same specs as the classes), with the classes' error type,
 * required-parameter guards and calendar days.
 */
import { Fetcher, type ApiResponse, type Middleware } from 'openapi-typescript-fetch';
import { AUTH_PATH, MAIN_PATH, SESSIONS_PATH, V1_PATH } from './api-paths';
import type { ProClientOptions } from './client';
import { toDateString } from './dates';
import { RequiredError } from './errors';
import { readValue } from './read-body';
import { send } from './transport';
import type { paths as MainPaths } from './generated/paths/main';
import type { paths as V1Paths } from './generated/paths/v1';
import type { paths as AuthPaths } from './generated/paths/auth';
import type { paths as SessionsPaths } from './generated/paths/sessions';
import { REQUIRED_QUERY as MAIN_QUERY } from './generated/paths/main-required';
import { REQUIRED_QUERY as V1_QUERY } from './generated/paths/v1-required';
import { REQUIRED_QUERY as AUTH_QUERY } from './generated/paths/auth-required';
import { REQUIRED_QUERY as SESSIONS_QUERY } from './generated/paths/sessions-required';

export type { MainPaths, V1Paths, AuthPaths, SessionsPaths };
export type { ApiResponse } from 'openapi-typescript-fetch';

/** The same options as createProClient: base URL, fetch, API key, credentials, 401 callback. */
export type FetcherOptions = ProClientOptions;

/** openapi-typescript-fetch's fetchers of one API: `fetcher.path('/tasks').method('get').create()`. */
export type MainFetcher = Pick<ReturnType<typeof Fetcher.for<MainPaths>>, 'path'>;
export type V1Fetcher = Pick<ReturnType<typeof Fetcher.for<V1Paths>>, 'path'>;
export type AuthFetcher = Pick<ReturnType<typeof Fetcher.for<AuthPaths>>, 'path'>;
export type SessionsFetcher = Pick<ReturnType<typeof Fetcher.for<SessionsPaths>>, 'path'>;

/** What the typed fetchers are at run time, for any path template and method of any API. */
type Call = ((payload?: unknown, init?: RequestInit) => Promise<ApiResponse>) & { Error: unknown };
interface LooseFetcher {
  path(path: string): { method(method: string): { create(queryParams?: Record<string, true | 1>): Call } };
}

/** A Date where a day is expected (the only place the path types allow one) is sent as its local day. */
function withDays(value: unknown): unknown {
  if (value instanceof Date) return toDateString(value);
  if (Array.isArray(value)) return value.map(withDays);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withDays(v)]));
  }
  return value;
}

/** Sends through the SDK's transport (ProApiError for every failure) and reads the answer's body. */
function transport(options: FetcherOptions): Middleware {
  const doFetch = options.fetch ?? ((url: string, init?: RequestInit) => globalThis.fetch(url, init));
  return async (url, init): Promise<ApiResponse> => {
    const response = await send(doFetch, url, init, options.onUnauthorized);
    const data = await readValue(response, async () => {
      const text = await response.text();
      if (!text) return undefined;
      return /json/i.test(response.headers.get('Content-Type') ?? '') ? (JSON.parse(text) as unknown) : text;
    });
    const { headers, ok, status, statusText } = response;
    return { headers, url: response.url || url, ok, status, statusText, data };
  };
}

/**
 * The fetchers of one API, each call guarded: a required parameter that is null or undefined (the
 * path template's `{name}` placeholders, and the query parameters the generated table lists under
 * 'method path' or the path) rejects with RequiredError naming the call as 'METHOD /path', and nothing is sent.
 */
function createFetcher(basePath: string, requiredQuery: Readonly<Record<string, string>>, options: FetcherOptions) {
  const fetcher = Fetcher.for<Record<string, never>>();
  fetcher.configure({
    baseUrl: (options.baseUrl ?? '').replace(/\/+$/, '') + basePath,
    init: {
      credentials: options.credentials ?? 'include',
      headers: options.apiKey ? { apiKey: options.apiKey } : {},
    },
    use: [transport(options)],
  });
  const loose = fetcher as unknown as LooseFetcher;
  const guarded: LooseFetcher = {
    path: (path) => ({
      method: (method) => ({
        create: (queryParams) => {
          const call = loose.path(path).method(method).create(queryParams);
          // '/a/{x}/b/{y}' splits into '/a/', 'x', '/b/', 'y', '': the names are at odd places.
          const names = path.split(/[{}]/).filter((_, i) => i % 2);
          names.push(...((requiredQuery[`${method} ${path}`] ?? requiredQuery[path])?.split(' ') ?? []));
          const checked = (payload?: unknown, init?: RequestInit) => {
            const values = (payload ?? {}) as Record<string, unknown>;
            const name = names.find((n) => values[n] == null);
            return name
              ? Promise.reject(
                  new RequiredError(
                    name,
                    `Required parameter requestParameters.${name} was null or undefined when calling ${method.toUpperCase()} ${path}.`,
                  ),
                )
              : call(withDays(payload), init);
          };
          return Object.assign(checked, { Error: call.Error });
        },
      }),
    }),
  };
  return guarded;
}

/**
 * A typed fetcher of the main API (/pro-api/v2), by path and method.
 * @example
 * const main = createMainFetcher({ baseUrl: '' });
 * const listApplications = main.path('/applications').method('get').create();
 * const { data } = await listApplications({}, { signal });
 */
export const createMainFetcher = (options: FetcherOptions = {}): MainFetcher =>
  createFetcher(MAIN_PATH, MAIN_QUERY, options) as unknown as MainFetcher;

/**
 * A typed fetcher of the v1 API (/pro-api/v1), by path and method.
 * @example
 * const { headers } = await createV1Fetcher().path('/portal/mode').method('get').create()({});
 */
export const createV1Fetcher = (options: FetcherOptions = {}): V1Fetcher =>
  createFetcher(V1_PATH, V1_QUERY, options) as unknown as V1Fetcher;

/**
 * A typed fetcher of the auth API (/pro/auth/v1), by path and method.
 * @example
 * await createAuthFetcher().path('/pro-login').method('post').create()({ environment, username, password });
 */
export const createAuthFetcher = (options: FetcherOptions = {}): AuthFetcher =>
  createFetcher(AUTH_PATH, AUTH_QUERY, options) as unknown as AuthFetcher;

/**
 * A typed fetcher of the session manager API (/pro/session-manager/v1), by path and method.
 * @example
 * const { data } = await createSessionsFetcher().path('/sessions').method('get').create()({ kind: 'webui' });
 */
export const createSessionsFetcher = (options: FetcherOptions = {}): SessionsFetcher =>
  createFetcher(SESSIONS_PATH, SESSIONS_QUERY, options) as unknown as SessionsFetcher;

export { ProApiError, RequiredError, CLIENT_ERROR_IDS, isAbortError, errorMessage, type ErrorBody } from './errors';
export { toDateString, fromDateString } from './dates';
