import type { ApiName, ApiSet, ProClient } from './client';

type Apis = Pick<ProClient, ApiName>;
type Method = (params: never, ...rest: never[]) => Promise<unknown>;
type NotOperation = `${string}Raw` | 'withMiddleware' | 'withPreMiddleware' | 'withPostMiddleware';
/** The operations (operationIds) of one generated API class. */
export type OperationOf<C> = {
  [K in keyof C & string]: K extends NotOperation ? never : C[K] extends Method ? K : never;
}[keyof C & string];
type ParamsOf<F> = F extends (params: infer P, ...rest: never[]) => Promise<unknown> ? P : never;
type ResultOf<F> = F extends (...args: never[]) => Promise<infer R> ? R : never;

/** One SDK call as data: which API, which API class (tag), which operation, with which parameters. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- R is the answer's type, carried for sendApiCall
export interface ApiCall<R = unknown> {
  api: ApiName;
  /** The client's name of the API class, e.g. 'users' for UsersApi (tag Users). */
  apiClass: string;
  operation: string;
  params: unknown;
  /** Parameters whose value is a file's JSON contents, by file name: shown as that file, never inlined. */
  files?: Record<string, string> | undefined;
}

/**
 * Describes an SDK call without making it; the parameters are type-checked like the call itself.
 * @example
 * const call = apiCall('main', 'customization', 'saveTunnel', { tunnelInput: { context, socketAddress, userGroups } });
 */
export function apiCall<A extends ApiName, C extends keyof Apis[A] & string, O extends OperationOf<Apis[A][C]>>(
  api: A,
  apiClass: C,
  operation: O,
  params: ParamsOf<Apis[A][C][O]>,
  files?: { [K in keyof ParamsOf<Apis[A][C][O]>]?: string },
): ApiCall<ResultOf<Apis[A][C][O]>> {
  return { api, apiClass, operation, params, ...(files && { files: files as Record<string, string> }) };
}

/** The OpenAPI tag of a call: the generated class name without 'Api' (users → Users). */
export const apiCallTag = (call: ApiCall): string => call.apiClass.charAt(0).toUpperCase() + call.apiClass.slice(1);

/**
 * Makes a described call with a client, as the typed method would.
 * @example
 * await sendApiCall(pro, apiCall('main', 'categories', 'createCategory', { applicationCategoryInput: { value: 'Logistics' } }));
 */
export function sendApiCall<R>(client: ProClient<ApiSet>, call: ApiCall<R>): Promise<R> {
  const apiClass = (client[call.api] as unknown as Record<string, Record<string, unknown>>)[call.apiClass];
  const method = apiClass?.[call.operation];
  if (typeof method !== 'function') throw new Error(`No SDK operation ${call.api}.${call.apiClass}.${call.operation}`);
  return (method as (params: unknown) => Promise<R>).call(apiClass, call.params);
}
