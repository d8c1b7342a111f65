import { ALL_APIS, createProClient, type ProClient } from '@pro-portal/sdk';
import { mockHandlers, mockOperation } from '@pro-portal/sdk/testing';
import type { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { API_BASE_URL } from '../shared/paths';

/** jsdom's page origin: the portal calls relative URLs, which resolve against it. */
const ORIGIN = 'http://localhost';

/**
 * The one Mock Service Worker server of the portal's tests (started by jest.setup.ts): the SDK
 * testing kit's handler of every operation, answering the spec's example; a test's own answers
 * (`server.use`, or the `routes` of renderApp, built with the kit's `mockOperation`) come first and are dropped after each test.
 */
export const server = setupServer(...mockHandlers({ baseUrl: ORIGIN }));

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

/** Every request the portal sent during the current test, in order (bodies parsed as they are read). */
export const calls: RecordedCall[] = [];

const parse = (text: string): unknown => (text ? (JSON.parse(text) as unknown) : undefined);

/** A request's body as a test reads it: a multipart form as FormData, else its JSON parsed. */
const bodyOf = (request: Request): Promise<unknown> =>
  /multipart\/form-data/.test(request.headers.get('content-type') ?? '')
    ? request.clone().formData()
    : request.clone().text().then(parse);

server.events.on('request:start', ({ request }) => {
  const call: RecordedCall = { method: request.method, path: new URL(request.url).pathname, body: undefined };
  calls.push(call);
  void bodyOf(request)
    .then((body) => (call.body = body))
    .catch(() => undefined);
});

/** An error answer with the server's message, for `mockOperation` (its status typed by the operation it answers). */
export const apiError = <S extends number>(status: S, message: string) => ({
  status,
  body: { message, errorCode: status * 10, errorId: `err-${status}` },
});

/** What every page asks before anything else: the customization, the version and two environments. */
export const shellHandlers = (): HttpHandler[] => [
  mockOperation('main', 'getCustomization', {
    status: 200,
    body: {
      contactTitle: '',
      contactDetails: '',
      rightLogoId: null,
      loginImageId: null,
      profile: { profileName: 'default' },
    },
  }),
  mockOperation('main', 'getProVersion', { status: 200, body: { version: '2.5.1' } }),
  mockOperation('main', 'listEnvironments', {
    status: 200,
    body: {
      environments: [
        { id: 1, name: 'ROOT', description: '', isDefault: true, samlMetadataUrl: '', domain: '' },
        { id: 2, name: 'Sales', description: '', isDefault: false, samlMetadataUrl: '', domain: '' },
      ],
    },
  }),
];

/** An SDK client on the page's fetch, answered by `routes` (the kit's `mockOperation`), then the shell's answers, then the kit's examples. */
export function createMockClient(
  routes: HttpHandler[] = [],
  onUnauthorized?: () => void,
): { client: ProClient; calls: RecordedCall[] } {
  server.use(...routes, ...shellHandlers());
  // The page's fetch given explicitly, as the tests' client always had: uploads go through fetch too
  // (the SDK uses XMLHttpRequest only with its default fetch), which msw answers like any call.
  const fetch = (input: string, init?: RequestInit) => globalThis.fetch(input, init);
  const client = createProClient({ baseUrl: API_BASE_URL, fetch, onUnauthorized }, ALL_APIS);
  return { client, calls };
}
