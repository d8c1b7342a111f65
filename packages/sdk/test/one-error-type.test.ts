/**
 * Every failure that leaves the SDK is a ProApiError with a text errorMessage shows, a status (0 for
 * failures on the caller's side) and an errorId.
 */
import {
  CLIENT_ERROR_IDS,
  ALL_APIS,
  createProClient,
  errorMessage,
  isAbortError,
  Main,
  ProApiError,
  RequiredError,
  SessionManager,
} from '../src';

const guard = 'Required parameter requestParameters.environmentName was null or undefined when calling getEnvironment.';

describe('one error type', () => {
  it('a missing required parameter is a ProApiError with status 0, errorId required-parameter and the guard text', async () => {
    const pro = createProClient({ fetch: jest.fn() }, ALL_APIS);
    const err = await pro.main.environments.getEnvironment({} as never).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProApiError);
    expect(err).toBeInstanceOf(RequiredError);
    expect(err).toMatchObject({ status: 0, errorCode: 0, errorId: 'required-parameter', field: 'environmentName' });
    expect(errorMessage(err)).toBe(guard);
  });

  it('every API throws the same RequiredError class', async () => {
    const pro = createProClient({ fetch: jest.fn() }, ALL_APIS);
    const fromMain = await pro.main.tasks.getTask({} as never).catch((e: unknown) => e);
    const fromSessions = await pro.sessions.sessions.getSession({ kind: 'webui' } as never).catch((e: unknown) => e);
    expect(fromMain).toBeInstanceOf(RequiredError);
    expect(fromSessions).toBeInstanceOf(RequiredError);
    expect(Main.RequiredError).toBe(RequiredError);
    expect(SessionManager.RequiredError).toBe(RequiredError);
  });

  it('a fetch that throws a TypeError fails with status 0, errorId network and a readable text', async () => {
    const pro = createProClient(
      {
        fetch: async () => {
          throw new TypeError('fetch failed');
        },
      },
      ALL_APIS,
    );
    const err = await pro.main.applications.listApplications().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProApiError);
    expect(err).toMatchObject({ status: 0, errorId: CLIENT_ERROR_IDS.network });
    expect(errorMessage(err)).toBe('The server could not be reached. Check your connection and try again.');
  });

  it('an aborted call fails with status 0, errorId aborted, name AbortError and a readable text', async () => {
    const controller = new AbortController();
    controller.abort();
    const pro = createProClient({ fetch: (url, init) => fetch(url, init) }, ALL_APIS);
    const err = await pro.main.applications.listApplications({ signal: controller.signal }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProApiError);
    expect(err).toMatchObject({ status: 0, errorId: 'aborted', name: 'AbortError' });
    expect(isAbortError(err)).toBe(true);
    expect(errorMessage(err)).toBe('The request was cancelled.');
  });

  it('a 2xx answer that is not JSON fails with errorId invalid-response', async () => {
    const pro = createProClient(
      { fetch: async () => new Response('<html>proxy page</html>', { status: 200 }) },
      ALL_APIS,
    );
    const err = await pro.main.applications.listApplications().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProApiError);
    expect(err).toMatchObject({ status: 200, errorId: 'invalid-response' });
    expect(errorMessage(err)).toBe('The server sent an answer that could not be read.');
  });

  it('an API class used without createProClient throws ProApiError with the server body too', async () => {
    const api = new Main.EnvironmentsApi(
      new Main.Configuration({
        basePath: 'http://sandbox.test',
        fetchApi: async () =>
          new Response(JSON.stringify({ message: 'No such environment', errorCode: 10404, errorId: 'e' }), {
            status: 404,
          }),
      }),
    );
    const err = await api.getEnvironment({ environmentName: 'X' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProApiError);
    expect(err).toMatchObject({ status: 404, errorCode: 10404 });
    expect(errorMessage(err)).toBe('No such environment');
  });
});
