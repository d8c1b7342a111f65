/**
 * The light client: typed fetchers by path with openapi-typescript-fetch's types over the path types
 * that openapi-typescript generates from the same specs as the classes, with the classes' error
 * type, required-parameter guards and calendar days. The run time is the SDK's own few lines, which
 * build the request as openapi-typescript-fetch does (path, query and JSON body from one flat object)
 * and send it through the SDK's transport, so a call pays only for what it uses.
 */
import type { ApiResponse, Fetcher } from 'openapi-typescript-fetch';
import { AUTH_PATH, MAIN_PATH, SESSIONS_PATH, V1_PATH } from './api-paths';
import type { ProClientOptions } from './client';
import { toDateString } from './dates';
import { ProApiError, RequiredError } from './errors';
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

type Init = RequestInit & { baseUrl?: string };
/** What the typed fetchers are at run time, for any path template and method of any API. */
type Call = ((payload?: unknown, init?: Init) => Promise<ApiResponse>) & { Error: typeof ProApiError };
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

const encode = (value: unknown) => encodeURIComponent(String(value));

/**
 * The fetchers of one API, each call guarded: a required parameter that is null or undefined (the
 * path template's `{name}` placeholders, and the query parameters the generated table lists under
 * 'method path' or the path) rejects with RequiredError naming the call as 'METHOD /path', and
 * nothing is sent. As with openapi-typescript-fetch, the payload's `{name}`s fill the path; a get
 * sends the rest as the query, the other methods the names given to `create` as the query and the
 * rest as the JSON body (none for an empty delete); every failure is a ProApiError (`call.Error`).
 */
function createFetcher(basePath: string, requiredQuery: Readonly<Record<string, string>>, options: FetcherOptions) {
  const doFetch = options.fetch ?? ((url: string, init?: RequestInit) => globalThis.fetch(url, init));
  const base = (options.baseUrl ?? '').replace(/\/+$/, '') + basePath;
  const fetcher: LooseFetcher = {
    path: (path) => ({
      method: (method) => ({
        create: (queryParams) => {
          // '/a/{x}/b/{y}' splits into '/a/', 'x', '/b/', 'y', '': the names are at odd places.
          const names = path.split(/[{}]/).filter((_, i) => i % 2);
          names.push(...((requiredQuery[`${method} ${path}`] ?? requiredQuery[path])?.split(' ') ?? []));
          const withBody = /^(post|put|patch|delete)$/.test(method);
          const METHOD = method.toUpperCase();
          const call = async (payload?: unknown, { baseUrl = base, ...init }: Init = {}): Promise<ApiResponse> => {
            const values = withDays(Object.assign(Array.isArray(payload) ? [] : {}, payload)) as Record<
              string,
              unknown
            >;
            const missing = names.find((n) => values[n] == null);
            if (missing) {
              throw new RequiredError(
                missing,
                `Required parameter requestParameters.${missing} was null or undefined when calling ${METHOD} ${path}.`,
              );
            }
            const take = (name: string) => {
              const value = values[name];
              delete values[name];
              return value;
            };
            let url = baseUrl + path.replace(/\{([^}]+)\}/g, (_, name: string) => encode(take(name)));
            const query = (withBody ? Object.keys(queryParams ?? {}) : Object.keys(values)).flatMap((name) =>
              [take(name) ?? []].flat().map((value) => `${encode(name)}=${encode(value)}`),
            );
            if (query.length) url += `?${query.join('&')}`;
            let body: string | undefined = withBody ? JSON.stringify(values) : undefined;
            if (method === 'delete' && body === '{}') body = undefined;
            const headers = new Headers(init.headers);
            if (options.apiKey && !headers.has('apiKey')) headers.set('apiKey', options.apiKey);
            if (body !== undefined && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
            if (!headers.has('Accept')) headers.set('Accept', 'application/json');
            const request = { credentials: options.credentials ?? 'include', ...init, method: METHOD, headers, body };
            const response = await send(doFetch, url, request, options.onUnauthorized);
            const data = await readValue(response, async () => {
              const text = await response.text();
              return text && /json/i.test(response.headers.get('Content-Type') ?? '')
                ? (JSON.parse(text) as unknown)
                : text || undefined;
            });
            const { ok, status, statusText } = response;
            return { headers: response.headers, url: response.url || url, ok, status, statusText, data };
          };
          return Object.assign(call, { Error: ProApiError });
        },
      }),
    }),
  };
  return fetcher;
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
