import net from 'node:net';
import { backends, beforeAllValue, signIn, useSandbox } from '@pro-portal/test-harness';
import { expectSchema } from './support/schema';
import { SECURITY_HEADERS } from './support/fuzzer-edges';

jest.setTimeout(180_000);

interface Raw {
  status: number;
  headers: Headers;
  text: string;
}

/** Parses an answer as the Error schema and checks the security headers; answers the body. */
function expectErrorShape(answer: Raw, status: number): Record<string, unknown> {
  expect([answer.status, answer.text.slice(0, 200)]).toEqual([status, expect.any(String)]);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  const body = JSON.parse(answer.text) as Record<string, unknown>;
  expectSchema('main', 'Error', body);
  for (const header of SECURITY_HEADERS)
    expect([header, answer.headers.get(header)]).toEqual([header, expect.any(String)]);
  return body;
}

/** Sends raw HTTP/1.1 bytes (for requests fetch will not build) and answers the parsed answer. */
async function rawHttp(baseUrl: string, request: string): Promise<Raw> {
  const { hostname, port } = new URL(baseUrl);
  const data = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.end(request));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    socket.on('end', () => resolve(received));
    socket.on('error', (err) => (received ? resolve(received) : reject(err)));
  });
  const [head = '', text = ''] = data.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = new Headers();
  for (const line of lines) {
    const at = line.indexOf(':');
    headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return { status: Number(statusLine.split(' ')[1]), headers, text };
}

describe.each(backends)('the HTTP layer (%s)', (backend) => {
  const sb = useSandbox({ backend });
  /** The ROOT admin's session cookie, for raw calls made outside the SDK. */
  const root = beforeAllValue(async () => {
    const admin = await signIn(sb.baseUrl, 'ROOT', 'admin', sb.adminPassword);
    return { cookie: `pro_session=${admin.fetch.cookies.get('pro_session')}` };
  });

  const call = async (method: string, path: string, init: RequestInit = {}): Promise<Raw> => {
    const headers = new Headers(init.headers);
    headers.set('cookie', root.cookie);
    const res = await fetch(`${sb.baseUrl}${path}`, { ...init, method, headers });
    return { status: res.status, headers: res.headers, text: await res.text() };
  };

  describe('addresses built by joining strings', () => {
    it.each([
      ['/pro-api/v2', '/applications'],
      ['/pro-api/v2', '/portal/pro_version'],
      ['/pro-api/v1', '/customization/portal-mode'],
      ['/pro/session-manager/v1', '/sessions/solve'],
    ])('%s%s answers the same with a doubled slash and with a trailing slash', async (prefix, path) => {
      const plain = await call('GET', `${prefix}${path}`);
      expect(plain.status).toBeLessThan(300);
      for (const variant of [`${prefix}/${path}`, `${prefix}${path}/`, `/${prefix}${path.replace('/', '//')}/`]) {
        const answer = await call('GET', variant);
        expect([variant, answer.status, answer.headers.get('content-type')]).toEqual([
          variant,
          plain.status,
          plain.headers.get('content-type'),
        ]);
      }
    });

    it('reaches a task by its id with a trailing slash, and its response call with a doubled slash', async () => {
      const list = JSON.parse((await call('GET', '/pro-api/v2/tasks?listAll=true')).text) as {
        current_batch: { id: string }[];
      };
      const id = list.current_batch[0]!.id;
      const plain = await call('GET', `/pro-api/v2/tasks/${id}`);
      expect(plain.status).toBe(200);
      const slashed = await call('GET', `/pro-api/v2/tasks/${id}/`);
      expect([slashed.status, (JSON.parse(slashed.text) as { id: string }).id]).toEqual([200, id]);
      const response = await call('GET', `/pro-api/v2//tasks//${id}/response`);
      const plainResponse = await call('GET', `/pro-api/v2/tasks/${id}/response`);
      expect(response.status).toBe(plainResponse.status);
    });

    it('signs in through the auth API with a trailing slash', async () => {
      const answer = await fetch(`${sb.baseUrl}/pro/auth/v1//authenticate/pro-login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ environment: 'ROOT', username: 'admin', password: sb.adminPassword }),
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('set-cookie')).toMatch(/pro_session=/);
    });

    it('still answers 405 with Allow for a method the slashed address does not support', async () => {
      const answer = await call('DELETE', '/pro-api/v2/portal/pro_version/');
      expect(expectErrorShape(answer, 405).errorCode).toBe(10005);
      expect(answer.headers.get('allow')).toBe('GET, HEAD');
    });
  });

  describe('addresses no operation takes', () => {
    it.each([
      '/pro-api/v2/no-such-call',
      '/pro-api/v9/applications',
      '/pro-api',
      '/pro',
      '/pro/no-such-page',
      '/pro/stats/only-a-name',
      '/pro/auth/v1/no-such-call',
      '/pro/session-manager/v1/no/such/call',
      '/pro/unknown-api/v1/anything',
    ])('GET %s answers 404 in the Error schema, not the portal page', async (path) => {
      expect(expectErrorShape(await call('GET', path), 404).errorCode).toBe(10004);
    });

    it('keeps the server-side pages and the portal routes as pages', async () => {
      for (const path of [
        '/pro/about',
        '/pro/help/',
        '/pro/stats/Sudoku%20Solver/1.0',
        '/applications',
        '/sessions/',
      ]) {
        const answer = await call('GET', path);
        expect([path, answer.status, answer.headers.get('content-type')]).toEqual([
          path,
          200,
          'text/html; charset=utf-8',
        ]);
      }
    });

    it('answers QUERY without a Content-Type with 405 where the address exists, 404 where it does not', async () => {
      const known = await call('QUERY', '/pro-api/v2/applications');
      expect(expectErrorShape(known, 405).errorCode).toBe(10005);
      expect(known.headers.get('allow')).toBe('GET, HEAD, POST');
      expect(expectErrorShape(await call('QUERY', '/pro-api/v2/no-such-call'), 404).errorCode).toBe(10004);
    });

    it('answers malformed JSON to a GET-only address with 405, before reading the body', async () => {
      const answer = await call('POST', '/pro-api/v2/portal/pro_version', {
        headers: { 'content-type': 'application/json' },
        body: '{not json',
      });
      expect(expectErrorShape(answer, 405).errorCode).toBe(10005);
    });
  });

  describe('requests the HTTP parser refuses', () => {
    it('answers an address over 16 KB with 431 in the Error schema and the security headers', async () => {
      const answer = await rawHttp(
        sb.baseUrl,
        `GET /pro-api/v2/applications?q=${'a'.repeat(17 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      );
      expect(expectErrorShape(answer, 431)).toMatchObject({ errorCode: 10007 });
    });

    it('answers a request that is not HTTP with 400 in the Error schema and the security headers', async () => {
      const answer = await rawHttp(sb.baseUrl, 'GET /pro-api/v2/applications HTTP/1.1\r\nHost x\r\n\r\n');
      expect(expectErrorShape(answer, 400).errorCode).toBe(10000);
    });
  });
});
