import { Configuration } from './generated/main/runtime';
import type { ProApiError } from './errors';
import { createTransport, type FetchLike } from './transport';
import type { ALL_APIS } from './all-apis';
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
  /** Called on every 401 answer (spec section 8), before the call rejects. */
  onUnauthorized?: ((error: ProApiError) => void) | undefined;
  /** Cookie policy of fetch; 'include' by default so cookie sessions work across origins in development. */
  credentials?: Credentials | undefined;
}

export { API_PATHS, type ApiName };

/** A generated API class (one per OpenAPI tag); it is given the configuration of its API. */
export type ApiClass = new (configuration: never) => object;

/** The API classes a client offers, by API and then by the name they get on the client. */
export type ApiSet = { readonly [K in ApiName]?: Readonly<Record<string, ApiClass>> };

type Instances<T> = { readonly [K in keyof T]: T[K] extends new (configuration: never) => infer I ? I : never };

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
  };
}

/** A client offering the API classes of `A` (by default all of them, see ALL_APIS). */
export type ProClient<A extends ApiSet = typeof ALL_APIS> = ProClientCore & {
  readonly [G in keyof A]: Instances<A[G]>;
};

/**
 * Creates a client of the platform's APIs, configured together, offering the API classes passed
 * in `apis`; each is created on first use. Only the classes passed are bundled, so a front end that
 * needs a few calls passes just their classes; `ALL_APIS` offers every one.
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
  const fetchApi = createTransport({ fetch: options.fetch, onUnauthorized: options.onUnauthorized });
  const headers = options.apiKey ? { apiKey: options.apiKey } : undefined;
  const client: Record<string, unknown> = {
    baseUrl,
    settings: {
      baseUrl,
      apiKey: options.apiKey,
      credentials,
      fetch: options.fetch,
      onUnauthorized: options.onUnauthorized,
    },
  };
  for (const api of Object.keys(apis) as ApiName[]) {
    // The generated runtimes of the four APIs are the same code; one Configuration serves them all.
    const configuration = lazy(
      () =>
        new Configuration({
          basePath: baseUrl + API_PATHS[api],
          fetchApi,
          headers,
          apiKey: options.apiKey,
          credentials,
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
function lazyApis(configuration: () => Configuration, classes: Readonly<Record<string, ApiClass>>): object {
  const apis = {};
  for (const [key, ApiClass] of Object.entries(classes)) {
    const make = lazy(() => new (ApiClass as new (configuration: Configuration) => object)(configuration()));
    Object.defineProperty(apis, key, { enumerable: true, get: make });
  }
  return apis;
}
