/**
 * Retries, against a real local HTTP server that fails on purpose: opted into per client or per
 * call with a retryPolicy, idempotent methods only unless the caller lists others, on a network
 * failure, a 429 or a 503, after a doubling wait or the answer's Retry-After.
 */
import { ALL_APIS, createProClient, retryPolicy, type Retry } from '../src';
import { createMainFetcher, retryPolicy as fetcherRetryPolicy } from '../src/fetcher';
import { failingServer } from './support/failing-server';

const server = failingServer();
const client = (retry?: Retry | false) => createProClient({ baseUrl: server.baseUrl, retry }, ALL_APIS);
const unavailable = { status: 503, body: { message: 'Try later', errorCode: 1, errorId: 'busy' } };

describe('retries', () => {
  it('are off by default: a 503 fails at once', async () => {
    server.script(unavailable);
    await expect(client().main.categories.listCategories()).rejects.toMatchObject({ status: 503 });
    expect(server.received).toHaveLength(1);
  });

  it('a client that opts in sends a GET again after a 503 and a dropped connection, waiting longer each time', async () => {
    server.script(unavailable, { drop: true }, { status: 200, body: [] });
    const answer = await client(retryPolicy({ retries: 2, delayMs: 40 })).main.categories.listCategories();
    expect(answer).toEqual([]);
    const [first, second, third] = server.received.map((r) => r.at);
    expect(second! - first!).toBeGreaterThanOrEqual(35);
    expect(third! - second!).toBeGreaterThanOrEqual(75);
  });

  it('gives up after its retries with the last answer', async () => {
    server.script(unavailable, unavailable, unavailable);
    await expect(
      client(retryPolicy({ retries: 1, delayMs: 1 })).main.categories.listCategories(),
    ).rejects.toMatchObject({
      status: 503,
      errorId: 'busy',
    });
    expect(server.received).toHaveLength(2);
  });

  it("waits as long as a 429's Retry-After asks", async () => {
    server.script({ status: 429, body: {}, headers: { 'retry-after': '1' } }, { status: 200, body: [] });
    await client(retryPolicy()).main.categories.listCategories();
    const [first, second] = server.received.map((r) => r.at);
    expect(second! - first!).toBeGreaterThanOrEqual(950);
  });

  it('fails instead of waiting longer than maxDelayMs', async () => {
    server.script({ status: 429, body: {}, headers: { 'retry-after': '120' } });
    await expect(client(retryPolicy({ maxDelayMs: 1000 })).main.categories.listCategories()).rejects.toMatchObject({
      status: 429,
    });
    expect(server.received).toHaveLength(1);
  });

  it('never retries other failures, such as a 500 or a 404', async () => {
    server.script({ status: 500, body: {} }, { status: 404, body: {} });
    const pro = client(retryPolicy({ retries: 3, delayMs: 1 }));
    await expect(pro.main.categories.listCategories()).rejects.toMatchObject({ status: 500 });
    await expect(pro.main.categories.listCategories()).rejects.toMatchObject({ status: 404 });
    expect(server.received).toHaveLength(2);
  });

  it('never retries a POST, unless the call lists POST among its methods', async () => {
    const pro = client(retryPolicy({ retries: 2, delayMs: 1 }));
    const create = (retry?: Retry) =>
      pro.main.categories.createCategory({ applicationCategoryInput: { value: 'x' } }, { retry });
    server.script(unavailable);
    await expect(create()).rejects.toMatchObject({ status: 503 });
    expect(server.received).toHaveLength(1);
    server.script(unavailable);
    await expect(create(retryPolicy({ methods: ['POST'], delayMs: 1 }))).resolves.toBeDefined();
    expect(server.received.map((r) => r.method)).toEqual(['POST', 'POST', 'POST']);
  });

  it('a call opts in on its own, and a DELETE is retried', async () => {
    server.script(unavailable, unavailable);
    const pro = client();
    await pro.main.categories.deleteCategory(
      { categoryId: '00000000-0000-4000-8000-000000000001' },
      { retry: retryPolicy({ delayMs: 1 }) },
    );
    expect(server.received.map((r) => r.method)).toEqual(['DELETE', 'DELETE', 'DELETE']);
  });

  it("a call's retry: false turns its client's retries off", async () => {
    server.script(unavailable);
    const pro = client(retryPolicy({ delayMs: 1 }));
    await expect(pro.main.categories.listCategories({ retry: false })).rejects.toMatchObject({ status: 503 });
    expect(server.received).toHaveLength(1);
  });

  it('a cancel during the wait ends the call as aborted', async () => {
    server.script(unavailable);
    const controller = new AbortController();
    const call = client(retryPolicy({ delayMs: 5000 })).main.categories.listCategories({ signal: controller.signal });
    setTimeout(() => controller.abort(), 100);
    await expect(call).rejects.toMatchObject({ errorId: 'aborted' });
    expect(server.received).toHaveLength(1);
  });

  it('the fetcher retries the same way', async () => {
    server.script(unavailable, { status: 200, body: [] });
    const list = createMainFetcher({ baseUrl: server.baseUrl }).path('/applications/categories').method('get').create();
    const { data } = await list({}, { retry: fetcherRetryPolicy({ delayMs: 1 }) });
    expect(data).toEqual([]);
    expect(server.received).toHaveLength(2);
  });
});
