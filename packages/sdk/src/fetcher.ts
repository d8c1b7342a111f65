/**
 * The light client: openapi-typescript-fetch's typed fetchers by path, on the library's own run
 * time (request building, init merging, middleware), over the path types that openapi-typescript
 * generates from the same specs as the classes, with a thin layer of the SDK's own: every failure
 * is a ProApiError (the request goes through the SDK's transport, as the library's last
 * middleware), required parameters are guarded, and the fields the spec declares as days are sent
 * as the caller's local day.
 */
import {
  Fetcher,
  type ApiResponse,
  type OpArgType,
  type OpErrorType,
  type OpReturnType,
} from 'openapi-typescript-fetch';
import { AUTH_PATH, MAIN_PATH, SECRETS_PATH, SESSIONS_PATH, USERS_PATH, V1_PATH } from './api-paths';
import type { ProClientOptions } from './client';
import { toDateString, toDateTimeString } from './dates';
import { ProApiError, RequiredError } from './errors';
import { readValue } from './read-body';
import { send, type CallSettings } from './transport';
import type { paths as MainPaths } from './generated/paths/main';
import type { paths as V1Paths } from './generated/paths/v1';
import type { paths as AuthPaths } from './generated/paths/auth';
import type { paths as SessionsPaths } from './generated/paths/sessions';
import type { paths as UsersPaths } from './generated/paths/users';
import type { paths as SecretsPaths } from './generated/paths/secrets';
import { REQUIRED_QUERY as MAIN_QUERY } from './generated/paths/main-required';
import { REQUIRED_QUERY as V1_QUERY } from './generated/paths/v1-required';
import { REQUIRED_QUERY as AUTH_QUERY } from './generated/paths/auth-required';
import { REQUIRED_QUERY as SESSIONS_QUERY } from './generated/paths/sessions-required';
import { REQUIRED_QUERY as USERS_QUERY } from './generated/paths/users-required';
import { REQUIRED_QUERY as SECRETS_QUERY } from './generated/paths/secrets-required';
import { DAY_FIELDS as MAIN_DAYS } from './generated/paths/main-days';
import { DAY_FIELDS as V1_DAYS } from './generated/paths/v1-days';
import { DAY_FIELDS as AUTH_DAYS } from './generated/paths/auth-days';
import { DAY_FIELDS as SESSIONS_DAYS } from './generated/paths/sessions-days';
import { DAY_FIELDS as USERS_DAYS } from './generated/paths/users-days';
import { DAY_FIELDS as SECRETS_DAYS } from './generated/paths/secrets-days';

export type { MainPaths, V1Paths, AuthPaths, SessionsPaths, UsersPaths, SecretsPaths };
export type { ApiResponse } from 'openapi-typescript-fetch';

/** The same options as createProClient: base URL, fetch, API key, credentials, 401 callback, time-out, retries. */
export type FetcherOptions = ProClientOptions;

/** A call's init: fetch's, a `baseUrl` of its own, and the call's time-out and retries. */
export type CallInit = RequestInit & { baseUrl?: string } & CallSettings;

/**
 * The error class of one call: a ProApiError for an answer outside 2xx and 3xx, whose
 * `getActualType()` gives `{ status, data }` typed by the operation's declared error answers.
 * Failures without an answer (network, abort, time-out, guards) are plain ProApiErrors.
 */
export type CallError<OP> = new (
  status: number,
  body: unknown,
) => ProApiError & {
  getActualType(): OpErrorType<OP>;
};

/** One typed call, as openapi-typescript-fetch types it, with the SDK's error class as `Error`. */
export type TypedCall<OP> = ((arg: OpArgType<OP>, init?: CallInit) => Promise<ApiResponse<OpReturnType<OP>>>) & {
  Error: CallError<OP>;
};

type Create<M, OP> = M extends 'post' | 'put' | 'patch' | 'delete'
  ? OP extends { parameters: { query: infer Q } }
    ? (query: { [K in keyof Q]: true | 1 }) => TypedCall<OP>
    : () => TypedCall<OP>
  : () => TypedCall<OP>;

/** The fetchers of one API: `fetcher.path('/tasks').method('get').create()`. */
export interface PathFetcher<Paths> {
  path<P extends keyof Paths>(
    path: P,
  ): { method<M extends keyof Paths[P]>(method: M): { create: Create<M, Paths[P][M]> } };
}

/** The payload, answer and error types of a call, as openapi-typescript-fetch's helpers of the same names. */
export type FetchArgType<F> = F extends TypedCall<infer OP> ? OpArgType<OP> : never;
export type FetchReturnType<F> = F extends TypedCall<infer OP> ? OpReturnType<OP> : never;
export type FetchErrorType<F> = F extends TypedCall<infer OP> ? OpErrorType<OP> : never;

export type MainFetcher = PathFetcher<MainPaths>;
export type V1Fetcher = PathFetcher<V1Paths>;
export type AuthFetcher = PathFetcher<AuthPaths>;
export type SessionsFetcher = PathFetcher<SessionsPaths>;
export type UsersFetcher = PathFetcher<UsersPaths>;
export type SecretsFetcher = PathFetcher<SecretsPaths>;

/** What the typed fetchers are at run time, for any path template and method of any API. */
type Call = (payload?: unknown, init?: CallInit) => Promise<ApiResponse>;
interface LooseFetcher {
  path(path: string): { method(method: string): { create(queryParams?: Record<string, true | 1>): Call } };
}

/**
 * The fetchers of one API. The library builds each request (the payload's `{name}`s fill the
 * path; a get sends the rest as the query, the other methods the names given to `create` as the
 * query and the rest as the JSON body; JSON Content-Type and Accept; the call's init over the
 * configured one, headers by name) and its last middleware sends it through the SDK's transport.
 * Before that, each call is guarded: a required parameter that is null or undefined (the path's
 * `{name}`s and the query parameters the generated table lists under 'method path' or the path)
 * rejects with RequiredError naming the call as 'METHOD /path', and nothing is sent; a Date in a
 * field the spec declares as a day becomes its local day, any other Date its ISO date-time.
 */
function createFetcher(
  basePath: string,
  requiredQuery: Readonly<Record<string, string>>,
  days: Readonly<Record<string, string>>,
  options: FetcherOptions,
): LooseFetcher {
  const { apiKey, credentials = 'include', fetch: doFetch = (url, init) => fetch(url, init), ...settings } = options;
  const baseUrl = (settings.baseUrl ?? '').replace(/\/+$/, '') + basePath;
  return {
    path: (path) => ({
      method: (method) => ({
        create: (queryParams) => {
          class Error extends ProApiError {
            getActualType() {
              return { status: this.status, data: this.body };
            }
          }
          const library = Fetcher.for<Record<string, Record<string, unknown>>>();
          library.configure({
            baseUrl,
            init: { credentials, headers: apiKey ? { apiKey } : {} },
            use: [
              async (url, { timeoutMs, retry, ...init }: CallInit) => {
                const response = await send(doFetch, url, init, { ...settings, Error }, { timeoutMs, retry });
                const { headers, ok, status, statusText } = response;
                const data = await readValue(response, async () => {
                  const text = await response.text();
                  return text && /json/i.test(headers.get('content-type')!)
                    ? (JSON.parse(text) as unknown)
                    : text || undefined;
                });
                return { headers, url: response.url || url, ok, status, statusText, data };
              },
            ],
          });
          const run = (library as unknown as LooseFetcher).path(path).method(method).create(queryParams);
          const key = `${method} ${path}`;
          const dayNames = days[key]?.split(' ') ?? [];
          const pathNames: string[] = path.match(/[^{}]+(?=})/g) ?? [];
          const required = [...pathNames, ...((requiredQuery[key] ?? requiredQuery[path])?.split(' ') ?? [])];
          const call = (payload?: unknown, init?: CallInit) => {
            const values = Object.assign(Array.isArray(payload) ? [] : {}, payload) as Record<string, unknown>;
            for (const name of required) {
              // An empty path segment would address another resource (/tasks/ is the list, not a task).
              const missing =
                values[name] == null ? 'null or undefined' : values[name] === '' && pathNames.includes(name) && 'empty';
              if (missing) {
                const where = `${method.toUpperCase()} ${path}`;
                const message = `Required parameter requestParameters.${name} was ${missing} when calling ${where}.`;
                return Promise.reject(new RequiredError(name, message));
              }
            }
            try {
              for (const [name, value] of Object.entries(values)) {
                if (value instanceof Date)
                  values[name] = dayNames.includes(name) ? toDateString(value) : toDateTimeString(value);
              }
            } catch (invalidDate) {
              return Promise.reject(invalidDate as Error);
            }
            return run(values, init);
          };
          return Object.assign(call, { Error });
        },
      }),
    }),
  };
}

/**
 * A typed fetcher of the main API (/pro-api/v2), by path and method.
 * @example
 * const main = createMainFetcher({ baseUrl: '' });
 * const listApplications = main.path('/applications').method('get').create();
 * const { data } = await listApplications({}, { timeoutMs: 5000 });
 */
export const createMainFetcher = (options: FetcherOptions = {}): MainFetcher =>
  createFetcher(MAIN_PATH, MAIN_QUERY, MAIN_DAYS, options) as unknown as MainFetcher;

/**
 * A typed fetcher of the v1 API (/pro-api/v1), by path and method.
 * @example
 * const { data } = await createV1Fetcher({ baseUrl: '' }).path('/customization/portal-mode').method('get').create()({});
 */
export const createV1Fetcher = (options: FetcherOptions = {}): V1Fetcher =>
  createFetcher(V1_PATH, V1_QUERY, V1_DAYS, options) as unknown as V1Fetcher;

/**
 * A typed fetcher of the auth API (/pro/auth/v1), by path and method.
 * @example
 * const login = createAuthFetcher({ baseUrl: '' }).path('/authenticate/pro-login').method('post').create();
 */
export const createAuthFetcher = (options: FetcherOptions = {}): AuthFetcher =>
  createFetcher(AUTH_PATH, AUTH_QUERY, AUTH_DAYS, options) as unknown as AuthFetcher;

/**
 * A typed fetcher of the session manager API (/pro/session-manager/v1), by path and method.
 * @example
 * const { data } = await createSessionsFetcher({ baseUrl: '' }).path('/sessions/{kind}').method('get').create()({ kind: 'webui' });
 */
export const createSessionsFetcher = (options: FetcherOptions = {}): SessionsFetcher =>
  createFetcher(SESSIONS_PATH, SESSIONS_QUERY, SESSIONS_DAYS, options) as unknown as SessionsFetcher;

/**
 * A typed fetcher of the user manager API (/pro/user-manager/v1), by path and method.
 * @example
 * const { data } = await createUsersFetcher().path('/user/@current/info').method('get').create()({});
 */
export const createUsersFetcher = (options: FetcherOptions = {}): UsersFetcher =>
  createFetcher(USERS_PATH, USERS_QUERY, USERS_DAYS, options) as unknown as UsersFetcher;

/**
 * A typed fetcher of the secret manager API (/pro/secret-manager/v1), by path and method.
 * @example
 * const { data } = await createSecretsFetcher().path('/item/{path}').method('get').create()({ path: '/' });
 */
export const createSecretsFetcher = (options: FetcherOptions = {}): SecretsFetcher =>
  createFetcher(SECRETS_PATH, SECRETS_QUERY, SECRETS_DAYS, options) as unknown as SecretsFetcher;

export { ProApiError, RequiredError, CLIENT_ERROR_IDS, isAbortError, errorMessage, type ErrorBody } from './errors';
export { toDateString, fromDateString } from './dates';
export type { CallSettings } from './transport';
export { retryPolicy, type Retry, type RetryPolicy } from './retry';
