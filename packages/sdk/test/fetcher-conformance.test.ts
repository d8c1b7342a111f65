/**
 * The fetcher entry builds its requests itself, following openapi-typescript-fetch's wire protocol
 * (its run time alone would cost most of the entry's size budget). This test holds the two to the
 * same requests: every call goes once through the library's own run time (`Fetcher.for`, with a
 * middleware that records what it would fetch) and once through our fetcher (with a recording
 * fetch), and the URL, method, body, headers and the rest of the init must be identical.
 */
import fc from 'fast-check';
import { Fetcher, type Middleware } from 'openapi-typescript-fetch';
import { createMainFetcher, toDateString } from '../src/fetcher';

const BASE_URL = 'http://pro.test';
const API_KEY = 'pro_key';

interface Sent {
  url: string;
  init: Record<string, unknown>;
}

/** The URL and init as compared: headers as their (sorted, lowercase) entries. */
function recorded(url: string, init: RequestInit | undefined): Sent {
  return { url, init: { ...init, headers: [...new Headers(init?.headers)] } };
}

type LooseCall = (payload?: unknown, init?: RequestInit & { baseUrl?: string }) => Promise<unknown>;
interface LooseFetcher {
  path(path: string): { method(method: string): { create(queryParams?: Record<string, 1>): LooseCall } };
}

/** The library's run time, configured as the fetcher configures itself: base URL, credentials, API key. */
function libraryFetcher(options: { apiKey?: string; credentials?: RequestCredentials } = {}) {
  const requests: Sent[] = [];
  const record: Middleware = async (url, init) => {
    requests.push(recorded(url, init));
    return { headers: new Headers(), url, ok: true, status: 200, statusText: 'OK', data: {} };
  };
  const fetcher = Fetcher.for<Record<string, never>>();
  fetcher.configure({
    baseUrl: `${BASE_URL}/pro-api/v2`,
    init: {
      credentials: options.credentials ?? 'include',
      headers: options.apiKey ? { apiKey: options.apiKey } : {},
    },
    use: [record],
  });
  return { requests, fetcher: fetcher as unknown as LooseFetcher };
}

/** Our fetcher with a fetch that records what it is given. */
function ourFetcher(options: { apiKey?: string; credentials?: RequestCredentials } = {}) {
  const requests: Sent[] = [];
  const fetcher = createMainFetcher({
    baseUrl: `${BASE_URL}/`,
    ...options,
    fetch: async (url, init) => {
      requests.push(recorded(url, init));
      return Response.json({});
    },
  }) as unknown as LooseFetcher;
  return { requests, fetcher };
}

interface Call {
  path: string;
  method: string;
  queryParams?: Record<string, 1>;
  payload?: unknown;
  init?: RequestInit & { baseUrl?: string };
}

/** What each side sends for the call. */
async function bothSend(call: Call, options: { apiKey?: string; credentials?: RequestCredentials } = {}) {
  const library = libraryFetcher(options);
  const ours = ourFetcher(options);
  for (const { fetcher } of [library, ours]) {
    await fetcher.path(call.path).method(call.method).create(call.queryParams)(call.payload, call.init);
  }
  return { library: library.requests[0], ours: ours.requests[0] };
}

const signal = new AbortController().signal;
const access = { envName: 'ROOT', groupName: 'Planners', appName: 'demo', appVersion: '1.0' };
const accessQuery = { envName: 1, groupName: 1, appName: 1, appVersion: 1 } as const;

const CALLS: Array<[string, Call]> = [
  [
    'a get: the rest as the query, arrays as repeated names, null and undefined left out',
    {
      path: '/tasks',
      method: 'get',
      payload: { limit: 2, status: ['queued', 'running a'], offset: undefined, appName: null, search: 'ä&b=c?d' },
    },
  ],
  ['a get with an array holding null', { path: '/tasks', method: 'get', payload: { status: ['queued', null, 3] } }],
  ['a get without a payload', { path: '/applications', method: 'get' }],
  [
    "a get that fills the path's names, encoded",
    {
      path: '/applications/{projectName}/{projectVersion}',
      method: 'get',
      payload: { projectName: 'a b/c?d#e', projectVersion: '1.0 ü' },
    },
  ],
  ['a post: the rest as the JSON body', { path: '/portal/app_access/group', method: 'post', payload: access }],
  [
    'a post with create() names as the query',
    { path: '/portal/app_access/group', method: 'post', queryParams: { envName: 1 }, payload: access },
  ],
  [
    'a delete whose payload all goes to the query: no body',
    { path: '/portal/app_access/group', method: 'delete', queryParams: accessQuery, payload: access },
  ],
  ['a delete without a payload: no body', { path: '/tasks/{id}', method: 'delete', payload: { id: 7 } }],
  [
    'a delete with a body left',
    { path: '/portal/app_access/group', method: 'delete', queryParams: { envName: 1 }, payload: access },
  ],
  [
    'a put and a patch with nested bodies',
    { path: '/users/{id}', method: 'put', payload: { id: 'u 1', groups: ['a', 'b'], profile: { tz: null } } },
  ],
  ['a patch', { path: '/tasks/{id}', method: 'patch', queryParams: { force: 1 }, payload: { id: 3, force: true } }],
  [
    'a post whose create() name is missing from the payload',
    { path: '/applications', method: 'post', queryParams: { dryRun: 1 }, payload: { name: 'x' } },
  ],
  [
    "the call's init merged over the configured one: credentials, signal, headers, base URL",
    {
      path: '/applications',
      method: 'get',
      payload: { q: 'x' },
      init: {
        credentials: 'omit',
        signal,
        cache: 'no-store',
        redirect: 'manual',
        headers: { 'X-Trace': 't1', Accept: 'text/plain' },
        baseUrl: 'http://other.test/v2',
      },
    },
  ],
  [
    "the call's own Content-Type and API key win, headers given as a Headers object",
    {
      path: '/portal/app_access/group',
      method: 'post',
      payload: access,
      init: { headers: new Headers({ 'content-type': 'application/vnd.pro+json', apikey: 'pro_other' }) },
    },
  ],
  ['headers given as pairs', { path: '/applications', method: 'get', init: { headers: [['X-One', '1']] } }],
];

describe("the fetcher builds every request as openapi-typescript-fetch's run time does", () => {
  it.each(CALLS)('%s', async (_, call) => {
    const { library, ours } = await bothSend(call, { apiKey: API_KEY });
    expect(library).toBeDefined();
    expect(ours).toEqual(library);
  });

  it('without an API key and with other credentials', async () => {
    const { library, ours } = await bothSend(
      { path: '/portal/app_access/group', method: 'post', payload: access },
      { credentials: 'same-origin' },
    );
    expect(ours).toEqual(library);
    expect(new Headers(ours!.init.headers as [string, string][]).has('apiKey')).toBe(false);
  });

  it('sends a Date as its local day (path, query, body at any depth) where the library would be given that day', async () => {
    const day = new Date(2026, 11, 20, 23, 30);
    const library = libraryFetcher({ apiKey: API_KEY });
    const ours = ourFetcher({ apiKey: API_KEY });
    await library.fetcher.path('/tasks').method('get').create()({ before: toDateString(day), limit: 1 });
    await ours.fetcher.path('/tasks').method('get').create()({ before: day, limit: 1 });
    const key = { keyName: 'k', expirationDate: day, scopes: ['Tasks'] };
    await library.fetcher.path('/apikeys').method('post').create()({ ...key, expirationDate: toDateString(day) });
    await ours.fetcher.path('/apikeys').method('post').create()(key);
    // Nested in the body, in a query array and in the path.
    const days = [day, new Date(2027, 0, 1)];
    const text = days.map(toDateString);
    await library.fetcher.path('/days/{on}').method('put').create({ at: 1 })({
      on: text[0],
      at: text,
      nested: { until: text[1], list: text },
    });
    await ours.fetcher.path('/days/{on}').method('put').create({ at: 1 })({
      on: day,
      at: days,
      nested: { until: days[1], list: days },
    });
    expect(ours.requests).toEqual(library.requests);
    expect(ours.requests[0]!.url).toContain('before=2026-12-20');
    expect(ours.requests[2]!.url).toBe(`${BASE_URL}/pro-api/v2/days/2026-12-20?at=2026-12-20&at=2027-01-01`);
  });

  it('for any payload, method and create() names', async () => {
    const name = fc.stringMatching(/^[A-Za-z][\w .&=?%ü-]{0,8}$/);
    const scalar = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
    );
    const value = fc.oneof(
      scalar,
      fc.array(scalar, { maxLength: 3 }),
      fc.dictionary(name, scalar, { maxKeys: 3, noNullPrototype: true }),
    );
    const call = fc.record({
      method: fc.constantFrom('get', 'post', 'put', 'patch', 'delete'),
      id: fc.oneof(fc.string({ minLength: 1 }), fc.integer()),
      rest: fc.dictionary(name, value, { maxKeys: 5 }),
      query: fc.array(name, { maxLength: 3 }),
      headers: fc.dictionary(fc.constantFrom('Accept', 'Content-Type', 'apiKey', 'X-Extra'), fc.string()),
      credentials: fc.constantFrom<RequestCredentials | undefined>(undefined, 'omit', 'same-origin'),
    });
    await fc.assert(
      fc.asyncProperty(call, async ({ method, id, rest, query, headers, credentials }) => {
        // Header values as fetch keeps them: no surrounding whitespace, no line breaks or NULs.
        const init = {
          headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v.replace(/[\0\r\n]/g, '').trim()])),
          ...(credentials && { credentials }),
        };
        const queryParams = Object.fromEntries(query.map((n) => [n, 1 as const]));
        const { library, ours } = await bothSend(
          { path: '/things/{id}/parts', method, queryParams, payload: { ...rest, id }, init },
          { apiKey: API_KEY },
        );
        expect(ours).toEqual(library);
      }),
      { numRuns: 300 },
    );
  });
});
