/**
 * A failure narrows to an operation's declared error answer: isOperationError for the classes, a
 * fetcher call's own Error class and its getActualType() for the fetcher. The @ts-expect-error
 * lines are type tests: ts-jest fails the file when one of them no longer is an error.
 */
import { ALL_APIS, createProClient, isOperationError, ProApiError, type ErrorBody } from '../src';
import { createMainFetcher, type FetchErrorType } from '../src/fetcher';
import { failingServer } from './support/failing-server';

const server = failingServer();
const conflict = { status: 409, body: { message: 'Key exists', errorCode: 10401, errorId: 'key-exists' } };
const apiKeyCreate = { keyName: 'ci', expirationDate: new Date(2030, 0, 1), scopes: [] };

describe('typed errors', () => {
  it('isOperationError narrows a class call failure to the declared status and body', async () => {
    server.script(conflict);
    const pro = createProClient({ baseUrl: server.baseUrl }, ALL_APIS);
    const err = await pro.main.apiKeys.createApiKey({ apiKeyCreate }).catch((e: unknown) => e);
    expect(isOperationError(err, 'main', 'createApiKey', 403)).toBe(false);
    if (!isOperationError(err, 'main', 'createApiKey', 409)) throw new Error('expected the 409 of createApiKey');
    const body: ErrorBody = err.body;
    const status: 409 = err.status;
    expect([status, body.errorId]).toEqual([409, 'key-exists']);
    // @ts-expect-error -- a 409 is not a 403
    const wrong: 403 = err.status;
    expect(wrong).toBe(409);
  });

  it('only the statuses and operations the spec declares type-check', () => {
    const err: unknown = new ProApiError(404, {});
    // @ts-expect-error -- createApiKey declares no 404
    expect(isOperationError(err, 'main', 'createApiKey', 404)).toBe(true);
    // @ts-expect-error -- a 2xx is not an error status
    expect(isOperationError(err, 'main', 'createApiKey', 201)).toBe(false);
    // @ts-expect-error -- no such operation
    expect(isOperationError(err, 'main', 'createApiKeys', 409)).toBe(false);
    // @ts-expect-error -- the main API's operation is not one of the auth API
    expect(isOperationError(err, 'auth', 'createApiKey', 409)).toBe(false);
  });

  it("a fetcher call's Error is the class of its answers' errors, with the library's getActualType()", async () => {
    server.script(conflict, { drop: true });
    const create = createMainFetcher({ baseUrl: server.baseUrl }).path('/api-keys').method('post').create();
    const err = await create(apiKeyCreate).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(create.Error);
    expect(err).toBeInstanceOf(ProApiError);
    if (!(err instanceof create.Error)) throw new Error('expected the call error');
    const actual = err.getActualType();
    expect(actual).toEqual({ status: 409, data: conflict.body });
    const typed: FetchErrorType<typeof create> = actual;
    if (typed.status === 409) {
      const id: string = typed.data.errorId;
      expect(id).toBe('key-exists');
    }
    // @ts-expect-error -- createApiKey declares no 404
    expect(typed.status === 404).toBe(false);
    const network = await create(apiKeyCreate).catch((e: unknown) => e);
    expect(network).toBeInstanceOf(ProApiError);
    expect(network).not.toBeInstanceOf(create.Error);
    const other = createMainFetcher({ baseUrl: server.baseUrl }).path('/api-keys').method('get').create();
    expect(err).not.toBeInstanceOf(other.Error);
  });
});
