/**
 * The light client (@pro-portal/sdk/fetcher) against a started sandbox: typed calls by path, the
 * classes' error type and required-parameter guards, calendar days sent as the local day.
 */
import { startSandbox, type SandboxHandle } from '../../../apps/sandbox/test/support/harness';
import { signIn } from '../../../apps/sandbox/test/support/clients';
import { createMainFetcher, createSessionsFetcher, errorMessage, ProApiError, RequiredError } from '../src/fetcher';

describe('the fetcher entry', () => {
  let sandbox: SandboxHandle;
  let apiKey: string;

  beforeAll(async () => {
    sandbox = await startSandbox();
    const admin = await signIn(sandbox.baseUrl, 'ROOT', 'admin', sandbox.adminPassword);
    const nextMonth = new Date();
    nextMonth.setDate(nextMonth.getDate() + 30);
    const key = await admin.pro.main.apiKeys.createApiKey({
      apiKeyCreate: { keyName: 'fetcher', expirationDate: nextMonth, scopes: [{ scope: 'apps:read' }] },
    });
    apiKey = key.secret ?? '';
  }, 120_000);

  afterAll(() => sandbox?.stop());

  it('lists applications through a typed fetcher, with the API key', async () => {
    const main = createMainFetcher({ baseUrl: sandbox.baseUrl, apiKey });
    const listApplications = main.path('/applications').method('get').create();
    const { status, data } = await listApplications({});
    expect(status).toBe(200);
    expect(Array.isArray(data.applications)).toBe(true);
  });

  it('rejects with ProApiError carrying the status and the server body', async () => {
    const main = createMainFetcher({ baseUrl: sandbox.baseUrl, apiKey: 'pro_not-a-key' });
    const seen: number[] = [];
    const refused = createMainFetcher({
      baseUrl: sandbox.baseUrl,
      apiKey: 'pro_not-a-key',
      onUnauthorized: (e) => seen.push(e.status),
    });
    const call = main.path('/applications').method('get').create()({});
    await expect(call).rejects.toBeInstanceOf(ProApiError);
    const error = (await call.catch((e: unknown) => e)) as ProApiError;
    expect(error.status).toBe(401);
    expect(errorMessage(error)).toBe(error.message);
    await refused
      .path('/applications')
      .method('get')
      .create()({})
      .catch(() => undefined);
    expect(seen).toEqual([401]);
  });

  it('guards required parameters like the classes: nothing is sent', async () => {
    const fetch = jest.fn();
    const main = createMainFetcher({ baseUrl: sandbox.baseUrl, fetch });
    const getApplication = main.path('/applications/{projectName}/{projectVersion}').method('get').create();
    const call = getApplication({ projectName: 'demo' } as never);
    await expect(call).rejects.toBeInstanceOf(RequiredError);
    await expect(call).rejects.toMatchObject({
      status: 0,
      errorId: 'required-parameter',
      field: 'projectVersion',
      message:
        'Required parameter requestParameters.projectVersion was null or undefined when calling GET /applications/{projectName}/{projectVersion}.',
    });
    const getObject = main.path('/storage/object').method('get').create();
    await expect(getObject({ path: 'reports' } as never)).rejects.toMatchObject({
      status: 0,
      errorId: 'required-parameter',
      field: 'label',
      message: 'Required parameter requestParameters.label was null or undefined when calling GET /storage/object.',
    });
    const sessions = createSessionsFetcher({ baseUrl: sandbox.baseUrl, fetch });
    await expect(
      sessions.path('/sessions/{kind}').method('get').create()({ kind: undefined } as never),
    ).rejects.toMatchObject({ errorId: 'required-parameter', field: 'kind' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reports a server that cannot be reached and a cancel as the classes do', async () => {
    const down = createMainFetcher({ baseUrl: 'http://127.0.0.1:9' });
    await expect(down.path('/applications').method('get').create()({})).rejects.toMatchObject({
      status: 0,
      errorId: 'network',
    });
    const controller = new AbortController();
    controller.abort();
    const main = createMainFetcher({ baseUrl: sandbox.baseUrl, apiKey });
    await expect(
      main.path('/applications').method('get').create()({}, { signal: controller.signal }),
    ).rejects.toMatchObject({ status: 0, errorId: 'aborted', name: 'AbortError' });
  });

  it('sends a Date given for a day as the local day', async () => {
    const urls: string[] = [];
    const main = createMainFetcher({
      baseUrl: sandbox.baseUrl,
      apiKey,
      fetch: (url, init) => {
        urls.push(url);
        return fetch(url, init);
      },
    });
    await main
      .path('/tasks')
      .method('get')
      .create()({ before: new Date(2026, 11, 20), limit: 1 })
      .catch(() => undefined);
    expect(urls[0]).toContain('before=2026-12-20');
  });
});
