import { createTransport, ProApiError, errorMessage } from '../src';

const respond = (status: number, body?: unknown) => async () =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

describe('transport', () => {
  it('passes 2xx answers through untouched', async () => {
    const res = await createTransport({ fetch: respond(200, { ok: true }) })('/x');
    expect(await res.json()).toEqual({ ok: true });
  });

  it('rejects other answers with ProApiError carrying the Error body', async () => {
    const call = createTransport({
      fetch: respond(403, { message: 'Forbidden here', errorCode: 10002, errorId: 'f' }),
    });
    await expect(call('/x')).rejects.toMatchObject({ status: 403, errorCode: 10002, message: 'Forbidden here' });
  });

  it.each([
    ['tells the caller of every 401 before rejecting', 401, [401]],
    ['does not raise the unauthorized event for other failures', 404, []],
  ])('%s', async (_, status, events) => {
    const seen: ProApiError[] = [];
    const call = createTransport({
      fetch: respond(status, { message: 'Not here', errorCode: 10100, errorId: 'u' }),
      onUnauthorized: (e) => seen.push(e),
    });
    const error = await call('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProApiError);
    expect(error).toMatchObject({ status });
    expect(seen.map((e) => e.status)).toEqual(events);
  });

  it('turns a network failure into a readable error with status 0', async () => {
    const call = createTransport({
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    const err = await call('/x').catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 0, errorId: 'network' });
    expect(errorMessage(err)).toMatch(/could not be reached/);
  });

  it('keeps an abort as an abort', async () => {
    const call = createTransport({
      fetch: async () => {
        throw new DOMException('The operation was aborted.', 'AbortError');
      },
    });
    await expect(call('/x')).rejects.toMatchObject({ name: 'AbortError' });
  });
});
