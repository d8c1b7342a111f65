/** Every call takes RequestOptions as its last argument: an AbortSignal and extra headers. */
import { ALL_APIS, createProClient, ProApiError } from '../src';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

describe('request options', () => {
  it('passes the signal and extra headers of one call to fetch', async () => {
    const fetch = jest.fn(async (_url: string, _init?: RequestInit) => json({ name: 'ROOT' }));
    const pro = createProClient({ fetch, apiKey: 'secret' }, ALL_APIS);
    const { signal } = new AbortController();
    await pro.main.environments.getEnvironment({ environmentName: 'ROOT' }, { signal, headers: { 'X-Trace': '1' } });
    const init = fetch.mock.calls[0]![1]!;
    expect(init.signal).toBe(signal);
    const headers = new Headers(init.headers);
    expect([headers.get('x-trace'), headers.get('apikey')]).toEqual(['1', 'secret']);
  });

  it('takes the options as the only argument of a call without parameters', async () => {
    const fetch = jest.fn(async (_url: string, _init?: RequestInit) => json({ applications: [] }));
    const { signal } = new AbortController();
    await createProClient({ fetch }, ALL_APIS).main.applications.listApplications({ signal });
    expect(fetch.mock.calls[0]![1]!.signal).toBe(signal);
  });

  it('aborting a call in flight rejects it as aborted', async () => {
    const controller = new AbortController();
    const pro = createProClient(
      {
        fetch: (_url, init) =>
          new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)),
          ),
      },
      ALL_APIS,
    );
    const call = pro.main.applications.listApplications({ signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toBeInstanceOf(ProApiError);
    await expect(call).rejects.toMatchObject({ errorId: 'aborted', status: 0 });
  });

  it('an already aborted signal sends nothing', async () => {
    const fetch = jest.fn(async () => json({}));
    const controller = new AbortController();
    controller.abort();
    await expect(
      createProClient({ fetch }, ALL_APIS).main.tasks.getTask({ id: 't' }, { signal: controller.signal }),
    ).rejects.toMatchObject({ errorId: 'aborted' });
    expect(fetch).not.toHaveBeenCalled();
  });
});
