/**
 * The light client (@pro-portal/sdk/fetcher) against a started sandbox: typed calls by path, the
 * classes' error type and required-parameter guards, calendar days sent as the local day.
 */
import { sandboxWithApiKey } from './support/sandbox-with-key';
import {
  createMainFetcher,
  createSessionsFetcher,
  errorMessage,
  ProApiError,
  RequiredError,
  retryPolicy,
} from '../src/fetcher';

describe('the fetcher entry', () => {
  const started = sandboxWithApiKey('fetcher', ['PublishApp']);

  it('lists applications through a typed fetcher, with the API key', async () => {
    const main = createMainFetcher({ baseUrl: started.sandbox.baseUrl, apiKey: started.apiKey });
    const listApplications = main.path('/applications').method('get').create();
    const { status, data } = await listApplications({});
    expect(status).toBe(200);
    expect(Array.isArray(data.applications)).toBe(true);
  });

  it('rejects with ProApiError carrying the status and the server body', async () => {
    const main = createMainFetcher({ baseUrl: started.sandbox.baseUrl, apiKey: 'pro_not-a-key' });
    const seen: number[] = [];
    const refused = createMainFetcher({
      baseUrl: started.sandbox.baseUrl,
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
    const main = createMainFetcher({ baseUrl: started.sandbox.baseUrl, fetch });
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
    const sessions = createSessionsFetcher({ baseUrl: started.sandbox.baseUrl, fetch });
    await expect(
      sessions.path('/sessions/{kind}').method('get').create()({ kind: undefined } as never),
    ).rejects.toMatchObject({ errorId: 'required-parameter', field: 'kind' });
    // An empty path segment would address another resource (/tasks/ is the task list).
    const getTask = main.path('/tasks/{id}').method('get').create();
    await expect(getTask({ id: '' })).rejects.toMatchObject({
      errorId: 'required-parameter',
      field: 'id',
      message: 'Required parameter requestParameters.id was empty when calling GET /tasks/{id}.',
    });
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
    const main = createMainFetcher({ baseUrl: started.sandbox.baseUrl, apiKey: started.apiKey });
    await expect(
      main.path('/applications').method('get').create()({}, { signal: controller.signal }),
    ).rejects.toMatchObject({ status: 0, errorId: 'aborted', name: 'AbortError' });
  });

  it('sends a Date given for a day as the local day', async () => {
    const urls: string[] = [];
    const main = createMainFetcher({
      baseUrl: started.sandbox.baseUrl,
      apiKey: started.apiKey,
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

describe('the fetcher entry builds requests with openapi-typescript-fetch', () => {
  const sent = () => {
    const requests: Array<{ url: string; method?: string; headers: Headers; body: unknown }> = [];
    const fetch = jest.fn(async (url: string, init?: RequestInit) => {
      requests.push({ url, method: init?.method, headers: new Headers(init?.headers), body: init?.body });
      return Response.json({ done: true });
    });
    return { requests, main: createMainFetcher({ baseUrl: 'http://pro.test/', apiKey: 'pro_key', fetch }) };
  };
  const access = { envName: 'ROOT', groupName: 'Planners', appName: 'demo', appVersion: '1.0' };
  const accessQuery = 'envName=ROOT&groupName=Planners&appName=demo&appVersion=1.0';

  it('sends the rest of a get as the query, an array as repeated names, and no body', async () => {
    const { requests, main } = sent();
    const answer = await main.path('/tasks').method('get').create()({
      limit: 2,
      status: ['queued', 'running a'],
      offset: undefined,
    } as never);
    expect(answer).toMatchObject({ status: 200, ok: true, data: { done: true } });
    expect(requests[0]).toMatchObject({
      url: 'http://pro.test/pro-api/v2/tasks?limit=2&status=queued&status=running%20a',
      method: 'GET',
      body: undefined,
    });
    expect(requests[0]!.headers.get('apiKey')).toBe('pro_key');
    expect(requests[0]!.headers.get('Accept')).toBe('application/json');
    expect(requests[0]!.headers.has('Content-Type')).toBe(false);
  });

  it('sends the names given to create as the query and the rest as the JSON body', async () => {
    const { requests, main } = sent();
    await main.path('/portal/app_access/group').method('post').create()(access);
    await main
      .path('/portal/app_access/group')
      .method('delete')
      .create({ envName: 1, groupName: 1, appName: 1, appVersion: 1 })(access);
    expect(requests[0]).toMatchObject({ url: 'http://pro.test/pro-api/v2/portal/app_access/group', method: 'POST' });
    expect(JSON.parse(requests[0]!.body as string)).toEqual(access);
    expect(requests[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(requests[1]).toMatchObject({
      url: `http://pro.test/pro-api/v2/portal/app_access/group?${accessQuery}`,
      method: 'DELETE',
      body: undefined,
    });
  });

  it("fills the path's names, encoded, and takes the call's own headers and base URL first", async () => {
    const { requests, main } = sent();
    await main.path('/applications/{projectName}/{projectVersion}').method('get').create()(
      { projectName: 'a b/c', projectVersion: '1.0' },
      { baseUrl: 'http://other.test/v2', headers: { Accept: 'text/plain', apiKey: 'pro_other' } },
    );
    expect(requests[0]!.url).toBe('http://other.test/v2/applications/a%20b%2Fc/1.0');
    expect(requests[0]!.headers.get('Accept')).toBe('text/plain');
    expect(requests[0]!.headers.get('apiKey')).toBe('pro_other');
  });

  it('sends a Date as a day only in the fields the spec declares as days; any other stays a date-time', async () => {
    const { requests, main } = sent();
    const instant = new Date(Date.UTC(2030, 0, 1, 12, 30));
    await main.path('/api-keys').method('post').create()({
      keyName: 'ci',
      expirationDate: new Date(2030, 0, 1),
      scopes: [],
      notedAt: instant,
    } as never);
    expect(JSON.parse(requests[0]!.body as string)).toEqual({
      keyName: 'ci',
      expirationDate: '2030-01-01',
      scopes: [],
      notedAt: '2030-01-01T12:30:00.000Z',
    });
    await main.path('/applications').method('get').create()({ since: instant } as never);
    expect(requests[1]!.url).toBe('http://pro.test/pro-api/v2/applications?since=2030-01-01T12%3A30%3A00.000Z');
  });

  it("hands fetch a plain init: the call's time-out and retries stay in the SDK", async () => {
    const fetch = jest.fn(async (_url: string, _init?: RequestInit) => Response.json({}));
    const list = createMainFetcher({ baseUrl: 'http://pro.test', fetch }).path('/applications').method('get').create();
    await list({}, { timeoutMs: 1000, retry: retryPolicy({ retries: 1 }), credentials: 'omit' });
    const init = fetch.mock.calls[0]![1]!;
    expect(Object.keys(init).sort()).toEqual(['body', 'credentials', 'headers', 'method', 'signal']);
    expect(Object.getOwnPropertySymbols(init)).toEqual([]);
    expect(init.credentials).toBe('omit');
  });
});
