import { Configuration } from './generated/main/runtime';
import { toProApiError, type ProApiError } from './errors';
import type { FetchLike } from './transport';
import type { Retry } from './retry';
import type { LAZY_APIS } from './lazy-apis';
import { API_PATHS, type ApiName } from './api-paths';

/** The cookie policy of fetch (RequestInit's credentials). */
export type Credentials = 'omit' | 'same-origin' | 'include';

export interface ProClientOptions {
  /** Origin plus the portal's base path, e.g. 'https://pro.example.com' or '/portal'. '' means same origin. */
  baseUrl?: string | undefined;
  /** The fetch to use; defaults to the global fetch. */
  fetch?: FetchLike | undefined;
  /** An API key sent in the `apiKey` header of every call. Without it, the browser's session cookie is used. */
  apiKey?: string | undefined;
  /** Called on every 401 answer, before the call rejects (the portal signs out and goes to login). */
  onUnauthorized?: ((error: ProApiError) => void) | undefined;
  /** Cookie policy of fetch; 'include' by default so cookie sessions work across origins in development. */
  credentials?: Credentials | undefined;
  /** Fails every call that got no answer within this many ms with errorId `timeout`; a call's own `timeoutMs` wins. */
  timeoutMs?: number | undefined;
  /** Sends calls again after some failures, as `retryPolicy()` says (none by default); a call's own `retry` wins. */
  retry?: Retry | false | undefined;
}

export { API_PATHS, type ApiName };

/** A generated API class (one per OpenAPI tag); it is given the configuration of its API. */
export type ApiClass = new (configuration: never) => object;

type Instance = Record<string, (...args: unknown[]) => unknown>;

/** An API class that a client loads on first use (see {@link lazyApi}). */
export interface LazyApi<C extends ApiClass = ApiClass> {
  readonly load: () => Promise<C>;
  /** What a client offers in its place: its operations, each loading it first (see createProClient). */
  readonly standIn: (create: (ApiClass: ApiClass) => Instance) => object;
}

/**
 * An API class loaded when one of its operations is first called, e.g. from a dynamic import, so a
 * bundler can put it in a chunk of its own instead of the first one.
 * @example
 * const pro = createProClient({ baseUrl: '' }, {
 *   main: { users: lazyApi(() => import('@pro-portal/sdk/main'), 'UsersApi') },
 * });
 */
export function lazyApi<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyApi<Extract<M[K], ApiClass>> {
  const loadClass = async () => (await load())[name] as Extract<M[K], ApiClass>;
  return { load: loadClass, standIn: (create) => operations(async () => create(await loadClass())) };
}

/** The API classes a client offers, by API and then by the name they get on the client. */
export type ApiSet = { readonly [K in ApiName]?: Readonly<Record<string, ApiClass | LazyApi>> };

/** What a lazily loaded API class offers before it is loaded: its operations (its async methods). */
export type ApiOperations<I> = {
  readonly [K in keyof I as I[K] extends (...args: never[]) => Promise<unknown> ? K : never]: I[K];
};

type Instances<T> = {
  readonly [K in keyof T]: T[K] extends new (configuration: never) => infer I
    ? I
    : T[K] extends LazyApi<infer C>
      ? ApiOperations<InstanceType<C>>
      : never;
};

/** What a client knows besides its API classes: the options it was built with. */
export interface ProClientCore {
  readonly baseUrl: string;
  /** The options the clients were built with, for hand-written calls (e.g. uploads with progress). */
  readonly settings: {
    readonly baseUrl: string;
    readonly apiKey: string | undefined;
    readonly credentials: Credentials;
    readonly fetch: FetchLike | undefined;
    readonly onUnauthorized: ((error: ProApiError) => void) | undefined;
    readonly timeoutMs: number | undefined;
    readonly retry: Retry | false | undefined;
  };
}

/**
 * A client offering the API classes of `A`. By default, the operations of every API class (what a
 * client of ALL_APIS or of LAZY_APIS offers), which is the type to accept for any full client.
 */
export type ProClient<A extends ApiSet = typeof LAZY_APIS> = ProClientCore & {
  readonly [G in keyof A]: Instances<A[G]>;
};

/**
 * Creates a client of the platform's APIs, configured together, offering the API classes passed
 * in `apis`; each is created on first use. Only the classes passed are bundled, so a front end that
 * needs a few calls passes just their classes; `ALL_APIS` offers every one. A class given as
 * {@link lazyApi} is loaded when one of its operations is first called (`LAZY_APIS` gives every
 * class so), so a bundler splits it off the first chunk.
 * @example
 * import { ApplicationsApi } from '@pro-portal/sdk/main';
 * const pro = createProClient({ baseUrl: '' }, { main: { applications: ApplicationsApi } });
 * const { applications } = await pro.main.applications.listApplications();
 * @example
 * const pro = createProClient({ baseUrl: 'http://localhost:8080', apiKey: process.env.PRO_API_KEY }, ALL_APIS);
 */
export function createProClient<const A extends ApiSet>(options: ProClientOptions, apis: A): ProClient<A> {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const credentials = options.credentials ?? 'include';
  const { apiKey, fetch, onUnauthorized, timeoutMs, retry } = options;
  const headers = apiKey ? { apiKey } : undefined;
  const client: Record<string, unknown> = {
    baseUrl,
    settings: { baseUrl, apiKey, credentials, fetch, onUnauthorized, timeoutMs, retry },
  };
  for (const api of Object.keys(apis) as ApiName[]) {
    // The generated runtimes of the five APIs are the same code; one Configuration serves them all.
    const configuration = lazy(
      () =>
        new Configuration({
          basePath: baseUrl + API_PATHS[api],
          ...(fetch && { fetchApi: fetch }),
          headers,
          apiKey,
          credentials,
          transport: { onUnauthorized, timeoutMs, retry },
        }),
    );
    client[api] = lazyApis(configuration, apis[api] ?? {});
  }
  return client as ProClient<A>;
}

const lazy = <T>(make: () => T): (() => T) => {
  let value: T | undefined;
  return () => (value ??= make());
};

/** An object whose API instances are created on first use. */
function lazyApis(configuration: () => Configuration, classes: Readonly<Record<string, ApiClass | LazyApi>>): object {
  const apis = {};
  for (const [key, entry] of Object.entries(classes)) {
    const create = (ApiClass: ApiClass) =>
      new (ApiClass as unknown as new (configuration: Configuration) => Instance)(configuration());
    const make = lazy(() => (typeof entry === 'function' ? create(entry) : entry.standIn(create)));
    Object.defineProperty(apis, key, { enumerable: true, get: make });
  }
  return apis;
}

/**
 * Stands in for an API instance not loaded yet: each operation loads it (once; again after a
 * failed load, which rejects as ProApiError `network`) and then calls it.
 */
function operations(load: () => Promise<Instance>): object {
  let loaded: Promise<Instance> | undefined;
  const instance = () =>
    (loaded ??= load().catch((cause: unknown) => {
      loaded = undefined;
      throw toProApiError(cause);
    }));
  return new Proxy({} as Record<string | symbol, unknown>, {
    // Symbols, `then` (it is not a promise) and Object's own members are not operations.
    get: (known, name) =>
      typeof name === 'symbol' || name === 'then' || name in known
        ? known[name]
        : (known[name] = async (...args: unknown[]) => (await instance())[name]!(...args)),
  });
}
