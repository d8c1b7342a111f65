/**
 * How calls fail, against a real local HTTP server: cancels and time-outs keep their reason, the
 * cause of a failure is kept and a programmer's mistake is named, per-call headers replace the
 * configured ones whatever their case.
 */
import { ALL_APIS, createProClient, errorMessage, isAbortError, ProApiError } from '../src';
import { createMainFetcher } from '../src/fetcher';
import { failingServer } from './support/failing-server';

const server = failingServer();
const client = (options: Parameters<typeof createProClient>[0] = {}) =>
  createProClient({ baseUrl: server.baseUrl, ...options }, ALL_APIS);
const failure = (call: Promise<unknown>) =>
  call.then(
    () => undefined,
    (e: unknown) => e as ProApiError,
  );

describe('cancels and time-outs', () => {
  it("an abort with a reason is 'aborted' and keeps the reason as its cause", async () => {
    server.script({ status: 200, body: { applications: [] }, delayMs: 1000 });
    const controller = new AbortController();
    const reason = new Error('left');
    const call = client().main.applications.listApplications({ signal: controller.signal });
    setTimeout(() => controller.abort(reason), 50);
    const err = await failure(call);
    expect(err).toBeInstanceOf(ProApiError);
    expect(err).toMatchObject({
      status: 0,
      errorId: 'aborted',
      name: 'AbortError',
      message: 'The request was cancelled.',
    });
    expect(err?.cause).toBe(reason);
    expect(isAbortError(err)).toBe(true);
  });

  it("AbortSignal.timeout is 'timeout', not a network failure, and not a cancel", async () => {
    server.script({ status: 200, body: { applications: [] }, delayMs: 1000 });
    const err = await failure(client().main.applications.listApplications({ signal: AbortSignal.timeout(50) }));
    expect(err).toMatchObject({ status: 0, errorId: 'timeout', name: 'TimeoutError' });
    expect((err?.cause as Error).name).toBe('TimeoutError');
    expect(errorMessage(err)).toBe('The server did not answer in time. Try again.');
    expect(isAbortError(err)).toBe(false);
  });

  it.each([
    ['per client', { timeoutMs: 50 }, {}],
    ['per call, over the client', { timeoutMs: 60_000 }, { timeoutMs: 50 }],
  ])('timeoutMs %s fails a slow call as timeout', async (_, clientOptions, callOptions) => {
    server.script({ status: 200, body: { applications: [] }, delayMs: 1000 });
    const started = Date.now();
    const err = await failure(client(clientOptions).main.applications.listApplications(callOptions));
    expect(err).toMatchObject({ errorId: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('a call within its timeoutMs answers, and the fetcher takes timeoutMs too', async () => {
    server.script({ status: 200, body: { applications: [] } }, { status: 200, body: {}, delayMs: 1000 });
    await expect(client({ timeoutMs: 1000 }).main.applications.listApplications()).resolves.toEqual({
      applications: [],
    });
    const list = createMainFetcher({ baseUrl: server.baseUrl }).path('/applications').method('get').create();
    await expect(list({}, { timeoutMs: 50 })).rejects.toMatchObject({ errorId: 'timeout' });
  });
});

describe('causes', () => {
  it('a server that cannot be reached is network, with what fetch threw as cause', async () => {
    const err = await failure(
      createProClient({ baseUrl: 'http://127.0.0.1:9' }, ALL_APIS).main.categories.listCategories(),
    );
    expect(err).toMatchObject({ status: 0, errorId: 'network' });
    expect(errorMessage(err)).toBe('The server could not be reached. Check your connection and try again.');
    expect((err?.cause as Error).name).toBe('TypeError');
  });

  it("a relative baseUrl outside a browser is named as the caller's mistake", async () => {
    const err = await failure(createProClient({ baseUrl: '' }, ALL_APIS).main.categories.listCategories());
    expect(err).toMatchObject({ status: 0, errorId: 'invalid-request' });
    expect(err?.message).toMatch(/^Relative URL .*: outside a browser, baseUrl must be absolute/);
    expect(err?.message).toContain('/pro-api/v2/applications/categories');
    expect((err?.cause as Error).name).toBe('TypeError');
  });

  it('a bug inside a custom fetch is invalid-request naming the error, with it as cause', async () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'headers')");
    const err = await failure(
      client({
        fetch: () => {
          throw bug;
        },
      }).main.categories.listCategories(),
    );
    expect(err).toMatchObject({ status: 0, errorId: 'invalid-request' });
    expect(errorMessage(err)).toBe(
      "The request could not be sent: TypeError: Cannot read properties of undefined (reading 'headers')",
    );
    expect(err?.cause).toBe(bug);
  });

  it('a connection dropped by the server is network', async () => {
    server.script({ drop: true });
    await expect(client().main.categories.listCategories()).rejects.toMatchObject({ errorId: 'network' });
  });

  it("a proxy's HTML page is never the text shown: 'Unknown error.' is, and the error names the status", async () => {
    server.script({ status: 502, body: '<html><body><h1>502 Bad Gateway</h1></body></html>' });
    const err = await failure(client().main.categories.listCategories());
    expect(err).toMatchObject({ status: 502, message: 'The server answered with status 502.' });
    expect(errorMessage(err)).toBe('Unknown error.');
  });
});

describe('per-call headers', () => {
  it('replace the configured ones of the same name, whatever the case', async () => {
    const pro = client({ apiKey: 'configured' });
    await pro.main.categories.createCategory(
      { applicationCategoryInput: { value: 'x' } },
      { headers: { apikey: 'per-call', 'content-type': 'application/json; charset=utf-8' } },
    );
    const { headers } = server.received[0]!;
    expect(headers.apikey).toBe('per-call');
    expect(headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('do so in the fetcher too', async () => {
    const create = createMainFetcher({ baseUrl: server.baseUrl, apiKey: 'configured' })
      .path('/applications/categories')
      .method('post')
      .create();
    await create({ value: 'x' }, { headers: { APIKEY: 'per-call' } });
    expect(server.received[0]!.headers.apikey).toBe('per-call');
  });
});
