/**
 * The testing kit: Mock Service Worker (msw 2) request handlers for every operation of the six
 * APIs and a deterministic fixture of every schema, generated from the same specs as the clients,
 * so that a front end's tests run without a sandbox. For tests only: never import it from
 * application code.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { API_PATHS, type ApiName } from '../api-paths';
import type { ErrorBody } from '../errors';
import type { Operations } from '../operation-errors';
import type { MockOperation } from './mock-operation';
import { FIXTURES as MAIN_FIXTURES, OPERATIONS as MAIN_OPERATIONS } from '../generated/testing/main';
import { FIXTURES as V1_FIXTURES, OPERATIONS as V1_OPERATIONS } from '../generated/testing/v1';
import { FIXTURES as AUTH_FIXTURES, OPERATIONS as AUTH_OPERATIONS } from '../generated/testing/auth';
import { FIXTURES as SESSIONS_FIXTURES, OPERATIONS as SESSIONS_OPERATIONS } from '../generated/testing/sessions';
import { FIXTURES as USERS_FIXTURES, OPERATIONS as USERS_OPERATIONS } from '../generated/testing/users';
import { FIXTURES as SECRETS_FIXTURES, OPERATIONS as SECRETS_OPERATIONS } from '../generated/testing/secrets';

/** A deterministic example of every schema of each API (`fixtures.main.Application`), valid against the spec. */
export const fixtures = {
  main: MAIN_FIXTURES,
  v1: V1_FIXTURES,
  auth: AUTH_FIXTURES,
  sessions: SESSIONS_FIXTURES,
  users: USERS_FIXTURES,
  secrets: SECRETS_FIXTURES,
};

const OPERATIONS: Readonly<Record<ApiName, readonly MockOperation[]>> = {
  main: MAIN_OPERATIONS,
  v1: V1_OPERATIONS,
  auth: AUTH_OPERATIONS,
  sessions: SESSIONS_OPERATIONS,
  users: USERS_OPERATIONS,
  secrets: SECRETS_OPERATIONS,
};

/** The operationIds of an API. */
export type OperationId<A extends ApiName> = keyof Operations[A] & string;

type Responses<A extends ApiName, O extends OperationId<A>> = Operations[A][O] extends { responses: infer R }
  ? R
  : never;

/** The statuses an operation declares. */
export type MockStatus<A extends ApiName, O extends OperationId<A>> = Extract<keyof Responses<A, O>, number>;

/** The body an operation declares for a status. */
export type MockBody<A extends ApiName, O extends OperationId<A>, S extends MockStatus<A, O>> = Responses<
  A,
  O
>[S] extends {
  content: Record<string, infer B>;
}
  ? B
  : undefined;

/** The server failures any call may meet, declared or not: answered with the API's Error example unless `body` is given. */
export type ServerFailure = 500 | 502 | 503 | 504;

/**
 * How a mocked operation answers: a declared status (its example body unless `body` is given,
 * typed by the spec), a server failure, or a network error; after `delayMs` when given.
 */
export type MockAnswer<A extends ApiName, O extends OperationId<A>> = (
  | { [S in MockStatus<A, O>]: { status: S; body?: MockBody<A, O, S> } }[MockStatus<A, O>]
  | { status: Exclude<ServerFailure, MockStatus<A, O>>; body?: ErrorBody | string }
  | { status?: undefined; body?: undefined }
  | { networkError: true }
) & { delayMs?: number; headers?: Record<string, string> };

type Operation<A extends ApiName, O extends OperationId<A>> = Operations[A][O];

/** Parameters by name, as the URL carries them (strings, decoded); none when the spec declares none. */
type ByName<P, Optional extends boolean> = [NonNullable<P>] extends [never]
  ? Record<never, never>
  : Optional extends true
    ? { readonly [K in keyof NonNullable<P>]?: string }
    : { readonly [K in keyof NonNullable<P>]: string };

/** An operation's path parameters by name. */
export type MockParams<A extends ApiName, O extends OperationId<A>> =
  Operation<A, O> extends { parameters: { path?: infer P } } ? ByName<P, false> : Record<never, never>;

/** An operation's query parameters by name: the first value of each, undefined when absent. */
export type MockQuery<A extends ApiName, O extends OperationId<A>> =
  Operation<A, O> extends { parameters: { query?: infer Q } } ? ByName<Q, true> : Record<never, never>;

/**
 * The JSON body an operation declares for its request (with undefined when it may be left out);
 * undefined when it declares none, unknown for other content.
 */
export type MockRequestBody<A extends ApiName, O extends OperationId<A>> =
  Operation<A, O> extends { requestBody?: never }
    ? undefined
    : Operation<A, O> extends { requestBody: { content: { 'application/json': infer B } } }
      ? B
      : Operation<A, O> extends { requestBody?: { content: { 'application/json': infer B } } }
        ? B | undefined
        : unknown;

/** A request to a mocked operation, as its resolver reads it. */
export interface MockRequest<A extends ApiName, O extends OperationId<A>> {
  /** The request itself (for headers, or a body that is not JSON). */
  request: Request;
  url: URL;
  params: MockParams<A, O>;
  query: MockQuery<A, O>;
  /** The JSON body parsed (undefined when the request has none); for other content, read `request`. */
  body: MockRequestBody<A, O>;
}

/**
 * An answer computed from each request: a MockAnswer, or undefined to leave the request to the
 * next handler (msw's rule), e.g. the kit's example.
 */
export type MockResolver<A extends ApiName, O extends OperationId<A>> = (
  request: MockRequest<A, O>,
) => MockAnswer<A, O> | undefined | Promise<MockAnswer<A, O> | undefined>;

/**
 * The header every mocked answer carries, naming the kit: it tells a mocked answer in a test's
 * logs, and the bench finds the kit's code by it in a production bundle (where it must never be).
 */
export const MOCKED_BY = { 'x-mocked-by': '@pro-portal/sdk/testing' } as const;

export interface MockOptions {
  /** The origin (and base path) the front end calls, e.g. 'http://localhost:8080'; any origin by default. */
  baseUrl?: string;
}

function find(api: ApiName, operationId: string): MockOperation {
  const found = OPERATIONS[api].find((op) => op.operationId === operationId);
  if (!found) throw new Error(`The ${api} API has no operation ${operationId}`);
  return found;
}

/** The success status an operation answers by default: its lowest 2xx, else its first declared one. */
const successStatus = (op: MockOperation) =>
  Number(Object.keys(op.responses).find((status) => status.startsWith('2')) ?? Object.keys(op.responses)[0] ?? 200);

interface AnyAnswer {
  delayMs?: number;
  headers?: Record<string, string>;
  status?: number;
  body?: unknown;
  networkError?: boolean;
}

/** What a resolver reads of a request: its URL, path parameters, query and JSON body. */
async function readRequest(request: Request, params: Record<string, unknown>) {
  const url = new URL(request.url);
  const json = /json/i.test(request.headers.get('content-type') ?? '');
  const text = json ? await request.clone().text() : '';
  return {
    request,
    url,
    params,
    query: Object.fromEntries([...new Set(url.searchParams.keys())].map((key) => [key, url.searchParams.get(key)])),
    body: text ? (JSON.parse(text) as unknown) : undefined,
  };
}

async function respond(api: ApiName, op: MockOperation, answer: AnyAnswer) {
  const { delayMs, status, body, networkError } = answer;
  const headers = { ...MOCKED_BY, ...answer.headers };
  if (delayMs) await delay(delayMs);
  if (networkError) return HttpResponse.error();
  const code = status ?? successStatus(op);
  const declared = op.responses[code] ?? { body: (fixtures[api] as { Error?: ErrorBody }).Error };
  const content = body !== undefined ? body : declared.body;
  if (content === undefined || code === 204) return new HttpResponse(null, { status: code, headers });
  if (declared.type) {
    return new HttpResponse(String(content), {
      status: code,
      headers: { 'content-type': declared.type, ...headers },
    });
  }
  return HttpResponse.json(content, { status: code, headers });
}

type AnyResolver = (
  request: Awaited<ReturnType<typeof readRequest>>,
) => AnyAnswer | undefined | Promise<AnyAnswer | undefined>;

function handler(api: ApiName, op: MockOperation, answer: AnyAnswer | AnyResolver, options: MockOptions) {
  const url = `${(options.baseUrl ?? '*').replace(/\/+$/, '')}${API_PATHS[api]}${op.path.replace(/{([^}]+)}/g, ':$1')}`;
  return http[op.method as 'get'](url, async ({ request, params }) => {
    const chosen = typeof answer === 'function' ? await answer(await readRequest(request, params)) : answer;
    return chosen && respond(api, op, chosen);
  });
}

/**
 * A handler of one operation, by API and operationId (the class method's name): its example
 * answer, or the answer given (a declared status with its typed body, a delay, a network error),
 * or the answer a resolver computes from each request (its path parameters, query and JSON body,
 * typed by the spec; undefined leaves the request to the next handler).
 * @example
 * server.use(mockOperation('main', 'createApiKey', { status: 409 }));
 * @example
 * server.use(
 *   mockOperation('main', 'updateCategory', ({ params, body }) =>
 *     body.value ? { status: 200, body: { id: params.categoryId, value: body.value } } : { status: 400 },
 *   ),
 * );
 */
export function mockOperation<A extends ApiName, O extends OperationId<A>>(
  api: A,
  operationId: O,
  answer: MockAnswer<A, O> | MockResolver<A, O> = {},
  options: MockOptions = {},
): HttpHandler {
  return handler(api, find(api, operationId), answer as AnyAnswer | AnyResolver, options);
}

/**
 * Handlers of every operation of the six APIs, each answering its example with its success
 * status; a path with fixed segments comes before one with parameters in the same place.
 * @example
 * const server = setupServer(...mockHandlers({ baseUrl: 'http://localhost:8080' }));
 */
export function mockHandlers(options: MockOptions = {}): HttpHandler[] {
  const placeholders = (op: MockOperation) => op.path.split('{').length;
  return (Object.keys(OPERATIONS) as ApiName[]).flatMap((api) =>
    [...OPERATIONS[api]].sort((a, b) => placeholders(a) - placeholders(b)).map((op) => handler(api, op, {}, options)),
  );
}
