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

  it('tells the caller of every 401 before rejecting', async () => {
    const seen: ProApiError[] = [];
    const call = createTransport({
      fetch: respond(401, { message: 'Not signed in', errorCode: 10100, errorId: 'u' }),
      onUnauthorized: (e) => seen.push(e),
    });
    await expect(call('/x')).rejects.toBeInstanceOf(ProApiError);
    expect(seen.map((e) => e.status)).toEqual([401]);
  });

  it('does not raise the unauthorized event for other failures', async () => {
    const seen: unknown[] = [];
    const call = createTransport({
      fetch: respond(404, { message: 'x', errorCode: 1, errorId: 'y' }),
      onUnauthorized: (e) => seen.push(e),
    });
    await expect(call('/x')).rejects.toBeInstanceOf(ProApiError);
    expect(seen).toEqual([]);
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
