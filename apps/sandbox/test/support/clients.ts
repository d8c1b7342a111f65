import { ALL_APIS, createProClient, ProApiError, type ProClient } from '@pro-portal/sdk';
import { cookieFetch } from '@pro-portal/test-harness';
import type { Json } from './json';
import { expectSchema, type ApiName } from './schema';

/** A client that authenticates with an API key only. */
export const withApiKey = (baseUrl: string, apiKey: string): ProClient =>
  createProClient({ baseUrl, apiKey, fetch: cookieFetch() }, ALL_APIS);

interface RawAnswer {
  raw: Response;
}

/** Runs a *Raw SDK call and answers its JSON body, checked against the named schema. */
export async function json<T = Json>(call: Promise<RawAnswer>, api: ApiName, schema: string): Promise<T> {
  const answer = await call;
  const body = (await answer.raw.json()) as T;
  expectSchema(api, schema, body);
  return body;
}

/** Expects a call to fail with status (and errorCode); checks the Error schema and answers the error. */
export async function refused(call: Promise<unknown>, status: number, errorCode?: number): Promise<ProApiError> {
  let error: unknown;
  try {
    await call;
  } catch (err) {
    error = err;
  }
  if (!(error instanceof ProApiError))
    throw new Error(`Expected a ${status} answer, got ${error === undefined ? 'success' : String(error)}`);
  if (error.status !== status)
    throw new Error(`Expected status ${status}, got ${error.status}: ${JSON.stringify(error.body)}`);
  expectSchema('main', 'Error', error.body);
  if (errorCode !== undefined && error.errorCode !== errorCode) {
    throw new Error(`Expected errorCode ${errorCode}, got ${error.errorCode}: ${error.message}`);
  }
  return error;
}

/** Expects a call to fail with status, exactly this message (and errorCode); answers the error. */
export async function refusedWith(
  call: Promise<unknown>,
  status: number,
  message: string,
  errorCode?: number,
): Promise<ProApiError> {
  const error = await refused(call, status, errorCode);
  expect(error.message).toBe(message);
  return error;
}

/** A plain request (for bad input the SDK would not send); answers status, headers and parsed body. */
export async function rawRequest(
  f: (input: string, init?: RequestInit) => Promise<Response>,
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; headers: Headers; body: Json }> {
  const res = await f(url, init);
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON
  }
  return { status: res.status, headers: res.headers, body };
}

/** Asserts an Error-schema 4xx answer of a plain request. */
export function expectErrorAnswer(answer: { status: number; body: unknown }, status: number): void {
  if (answer.status !== status)
    throw new Error(`Expected ${status}, got ${answer.status}: ${JSON.stringify(answer.body)}`);
  expectSchema('main', 'Error', answer.body);
}
