/**
 * The light client: typed fetchers by path, with openapi-typescript-fetch's types over the path
 * types that openapi-typescript generates from the same specs as the classes, the classes' error
 * type, required-parameter guards and calendar days. The run time is the SDK's own few lines that
 * build the request following openapi-typescript-fetch's wire protocol (checked against the
 * library's run time by test/fetcher-conformance.test.ts) and send it through the SDK's transport:
 * the library's run time alone is about 1.3 KB gzip of the 1.5 KB the entry is meant to cost.
 */
import type { ApiResponse, Fetcher } from 'openapi-typescript-fetch';
import { AUTH_PATH, MAIN_PATH, SESSIONS_PATH, USERS_PATH, V1_PATH } from './api-paths';
import type { ProClientOptions } from './client';
import { toDateString } from './dates';
import { ProApiError, RequiredError } from './errors';
import { readValue } from './read-body';
import { send } from './transport';
import type { paths as MainPaths } from './generated/paths/main';
import type { paths as V1Paths } from './generated/paths/v1';
import type { paths as AuthPaths } from './generated/paths/auth';
import type { paths as SessionsPaths } from './generated/paths/sessions';
import type { paths as UsersPaths } from './generated/paths/users';
import { REQUIRED_QUERY as MAIN_QUERY } from './generated/paths/main-required';
import { REQUIRED_QUERY as V1_QUERY } from './generated/paths/v1-required';
import { REQUIRED_QUERY as AUTH_QUERY } from './generated/paths/auth-required';
import { REQUIRED_QUERY as SESSIONS_QUERY } from './generated/paths/sessions-required';
import { REQUIRED_QUERY as USERS_QUERY } from './generated/paths/users-required';

export type { MainPaths, V1Paths, AuthPaths, SessionsPaths, UsersPaths };
export type { ApiResponse } from 'openapi-typescript-fetch';

/** The same options as createProClient: base URL, fetch, API key, credentials, 401 callback. */
export type FetcherOptions = ProClientOptions;

/** openapi-typescript-fetch's fetchers of one API: `fetcher.path('/tasks').method('get').create()`. */
export type MainFetcher = Pick<ReturnType<typeof Fetcher.for<MainPaths>>, 'path'>;
export type V1Fetcher = Pick<ReturnType<typeof Fetcher.for<V1Paths>>, 'path'>;
export type AuthFetcher = Pick<ReturnType<typeof Fetcher.for<AuthPaths>>, 'path'>;
export type SessionsFetcher = Pick<ReturnType<typeof Fetcher.for<SessionsPaths>>, 'path'>;
export type UsersFetcher = Pick<ReturnType<typeof Fetcher.for<UsersPaths>>, 'path'>;

type Init = RequestInit & { baseUrl?: string };
/** What the typed fetchers are at run time, for any path template and method of any API. */
type Call = ((payload?: unknown, init?: Init) => Promise<ApiResponse>) & { Error: typeof ProApiError };
interface LooseFetcher {
  path(path: string): { method(method: string): { create(queryParams?: Record<string, true | 1>): Call } };
}

/** A Date where a day is expected (the only place the path types allow one) is sent as its local day. */
const day = (value: unknown) => (value instanceof Date ? toDateString(value) : value);

/**
 * The fetchers of one API. A call builds its request as openapi-typescript-fetch 2.x does (its
 * wire protocol; test/fetcher-conformance.test.ts holds the two to the same requests): the
 * payload's `{name}`s fill the path, encoded; a get sends the rest as the query, the other methods
 * the names given to `create` as the query and the rest as the JSON body (none for an empty delete);
 * a query value that is null or undefined is left out and an array repeats its name; Content-Type
 * and Accept default to JSON; the call's init (headers over the configured ones, `baseUrl`) comes
 * last. A Date is sent as its local day wherever it is (path, query or body, as it is serialized).
 * It is sent through the SDK's transport, so every failure is a ProApiError (`call.Error`).
 * Each call is guarded: a required parameter that is null or undefined (the path template's `{name}`
 * placeholders, and the query parameters the generated table lists under 'method path' or the path)
 * rejects with RequiredError naming the call as 'METHOD /path', and nothing is sent.
 */
function createFetcher(basePath: string, requiredQuery: Readonly<Record<string, string>>, options: FetcherOptions) {
  const { apiKey, credentials = 'include', onUnauthorized, fetch: doFetch = (url, init) => fetch(url, init) } = options;
  const base = (options.baseUrl ?? '').replace(/\/+$/, '') + basePath;
  const json = 'application/json';
  const encode = (value: unknown) => encodeURIComponent(day(value) as string);
  const fetcher: LooseFetcher = {
    path: (path) => ({
      method: (method) => ({
        create: (queryParams) =>
          Object.assign(
            async (payload?: unknown, init: Init = {}): Promise<ApiResponse> => {
              const values = Object.assign(Array.isArray(payload) ? [] : {}, payload) as Record<string, unknown>;
              const METHOD = method.toUpperCase();
              const check = (name: string) => {
                if (values[name] == null) {
                  throw new RequiredError(
                    name,
                    `Required parameter requestParameters.${name} was null or undefined when calling ${METHOD} ${path}.`,
                  );
                }
              };
              const take = (name: string) => {
                const value = values[name];
                delete values[name];
                return value;
              };
              // The path's names are checked as they fill it, then the required query names.
              let url =
                (init.baseUrl ?? base) +
                path.replace(/{([^}]+)}/g, (_, name: string) => (check(name), encode(take(name))));
              (requiredQuery[`${method} ${path}`] ?? requiredQuery[path])?.split(' ').forEach(check);
              const withBody = /^(post|put|patch|delete)$/.test(method);
              const query = Object.keys((withBody ? queryParams : values) ?? {}).flatMap((name) =>
                [take(name) ?? []].flat().map((value) => `${encode(name)}=${encode(value)}`),
              );
              if (query.length) url += `?${query.join('&')}`;
              let body: string | undefined = withBody
                ? JSON.stringify(values, function (this: Record<string, unknown>, key, value: unknown) {
                    // Given the value after toJSON: a Date's own day, not its ISO date-time.
                    return this[key] instanceof Date ? day(this[key]) : value;
                  })
                : undefined;
              if (method === 'delete' && body === '{}') body = undefined;
              // The defaults by lowercase name (as Headers gives the call's own), which win over them.
              const headers = new Headers({
                accept: json,
                ...(body && { 'content-type': json }),
                ...(apiKey && { apikey: apiKey }),
                ...Object.fromEntries(new Headers(init.headers)),
              });
              const request = { credentials, ...init, method: METHOD, headers, body };
              const response = await send(doFetch, url, request, onUnauthorized);
              const data = await readValue(response, async () => {
                const text = await response.text();
                return text && /json/i.test(response.headers.get('content-type')!)
                  ? (JSON.parse(text) as unknown)
                  : text || undefined;
              });
              const { ok, status, statusText } = response;
              return { headers: response.headers, url: response.url || url, ok, status, statusText, data };
            },
            { Error: ProApiError },
          ),
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

/**
 * A typed fetcher of the user manager API (/pro/user-manager/v1), by path and method.
 * @example
 * const { data } = await createUsersFetcher().path('/user/@current/info').method('get').create()({});
 */
export const createUsersFetcher = (options: FetcherOptions = {}): UsersFetcher =>
  createFetcher(USERS_PATH, USERS_QUERY, options) as unknown as UsersFetcher;

export { ProApiError, RequiredError, CLIENT_ERROR_IDS, isAbortError, errorMessage, type ErrorBody } from './errors';
export { toDateString, fromDateString } from './dates';
