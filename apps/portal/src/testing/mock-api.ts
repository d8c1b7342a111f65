import { ALL_APIS, createProClient, type ProClient } from '@pro-portal/sdk';
import { mockHandlers } from '@pro-portal/sdk/testing';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { API_BASE_URL } from '../shared/paths';

/** jsdom's page origin: the portal calls relative URLs, which resolve against it. */
const ORIGIN = 'http://localhost';

/**
 * The one Mock Service Worker server of the portal's tests (started by jest.setup.ts): the SDK
 * testing kit's handler of every operation, answering the spec's example; a test's own answers
 * (`server.use`, or `answers` of renderApp) come first and are dropped after each test.
 */
export const server = setupServer(...mockHandlers({ baseUrl: ORIGIN }));

export interface MockAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** An answer computed from the request (its JSON body parsed). */
export type MockResolver = (request: { url: URL; method: string; body: unknown }) => MockAnswer;

/** A test's own answers, keyed 'METHOD /path' (path relative to the origin, without the query). */
export type MockAnswers = Record<string, MockAnswer | MockResolver>;

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

/** Every request the portal sent during the current test, in order (bodies parsed as they are read). */
export const calls: RecordedCall[] = [];

const parse = (text: string): unknown => (text ? (JSON.parse(text) as unknown) : undefined);

server.events.on('request:start', ({ request }) => {
  const call: RecordedCall = { method: request.method, path: new URL(request.url).pathname, body: undefined };
  calls.push(call);
  void request
    .clone()
    .text()
    .then((text) => (call.body = parse(text)))
    .catch(() => undefined);
});

/** The response of `answer` to `request`. */
async function respond(answer: MockAnswer | MockResolver, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const body = request.body ? parse(await request.clone().text()) : undefined;
  const { status = 200, body: content, headers } =
    typeof answer === 'function' ? answer({ url, method: request.method, body }) : answer;
  return content !== undefined && status !== 204
    ? HttpResponse.json(content, { status, headers })
    : new HttpResponse(null, { status, headers });
}

/** msw handlers for `answers`, to be used before the kit's examples. */
export function answerHandlers(answers: MockAnswers): HttpHandler[] {
  return Object.entries(answers).map(([route, answer]) => {
    const [method = 'GET', path = '/'] = route.split(' ');
    return http[method.toLowerCase() as 'get'](`${ORIGIN}${path}`, ({ request }) => respond(answer, request));
  });
}

/**
 * One msw handler that looks every request up in `answers` by 'METHOD /path' (for answers computed
 * per route, such as an in-memory account); a route it has no answer for goes on to the kit's.
 */
export function lookupHandler(answers: MockAnswers): HttpHandler {
  return http.all(`${ORIGIN}/*`, ({ request }) => {
    const answer = answers[`${request.method} ${new URL(request.url).pathname}`];
    return answer ? respond(answer, request) : undefined;
  });
}

export const apiError = (status: number, message: string): MockAnswer => ({
  status,
  body: { message, errorCode: status * 10, errorId: `err-${status}` },
});

/** An SDK client on the page's fetch (answered by `server`), with `answers` first. */
export function createMockClient(
  answers: MockAnswers = {},
  onUnauthorized?: () => void,
): { client: ProClient; calls: RecordedCall[] } {
  server.use(...answerHandlers(answers));
  const client = createProClient({ baseUrl: API_BASE_URL, onUnauthorized }, ALL_APIS);
  return { client, calls };
}

/** The signed-out answers the login page needs, plus whatever `extra` adds. */
export function shellAnswers(extra: MockAnswers = {}): MockAnswers {
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
