import { ALL_APIS, createProClient, type ProClient } from '@pro-portal/sdk';
import { API_BASE_URL } from '../shared/paths';

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type FakeHandler = (request: { url: URL; method: string; body: unknown }) => FakeAnswer;

/** Routes keyed 'METHOD /path' (path without the query, relative to the origin). */
export type FakeRoutes = Record<string, FakeAnswer | FakeHandler>;

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

const ORIGIN = 'http://localhost';

/** A fetch that answers from `routes` (404 with an Error body otherwise) and records every call. */
export function createFakeFetch(routes: FakeRoutes) {
  const calls: RecordedCall[] = [];
  const fakeFetch = async (input: string, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input, ORIGIN);
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    calls.push({ method, path: url.pathname, body });
    const route = routes[`${method} ${url.pathname}`];
    const answer: FakeAnswer =
      typeof route === 'function'
        ? route({ url, method, body })
        : (route ?? {
            status: 404,
            body: { message: `No fake for ${method} ${url.pathname}`, errorCode: 404, errorId: 'fake' },
          });
    const status = answer.status ?? 200;
    const hasBody = answer.body !== undefined && status !== 204;
    return new Response(hasBody ? JSON.stringify(answer.body) : null, {
      status,
      headers: { ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...answer.headers },
    });
  };
  return { fetch: fakeFetch, calls };
}

export const apiError = (status: number, message: string): FakeAnswer => ({
  status,
  body: { message, errorCode: status * 10, errorId: `err-${status}` },
});

/** An SDK client whose calls are answered by `routes`. */
export function createFakeClient(
  routes: FakeRoutes,
  onUnauthorized?: () => void,
): { client: ProClient; calls: RecordedCall[] } {
  const { fetch, calls } = createFakeFetch(routes);
  const client = createProClient({ baseUrl: API_BASE_URL, fetch, onUnauthorized }, ALL_APIS);
  return { client, calls };
}

/** The signed-out answers the login page needs, plus whatever `extra` adds. */
export function shellRoutes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /pro-api/v2/customization': { body: { contactTitle: '', contactDetails: '' } },
    'GET /pro-api/v2/portal/pro_version': { body: { version: '2.5.1' } },
    'GET /pro-api/v2/environments': {
      body: {
        environments: [
          { id: 1, name: 'ROOT', description: '', isDefault: true, samlMetadataUrl: '', domain: '' },
          { id: 2, name: 'Sales', description: '', isDefault: false, samlMetadataUrl: '', domain: '' },
        ],
      },
    },
    ...extra,
  };
}
