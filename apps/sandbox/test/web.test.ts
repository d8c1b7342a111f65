import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { rawRequest, expectErrorAnswer } from './support/clients';
import { beforeAllValue, startSandbox, useSandbox } from '@pro-portal/test-harness';

jest.setTimeout(180_000);

const SCRIPT = `console.log(${JSON.stringify('portal '.repeat(400))});`;

function fakePortal(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pro-portal-dist-'));
  fs.mkdirSync(path.join(dir, 'v3', 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><script defer src="/v3/assets/main.0123456789.js"></script></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'v3', 'assets', 'main.0123456789.js'), SCRIPT);
  fs.writeFileSync(path.join(dir, 'v3', 'assets', 'main.0123456789.js.br'), zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(dir, 'v3', 'assets', 'main.0123456789.js.gz'), zlib.gzipSync(SCRIPT));
  return dir;
}

describe('serving the portal under a base path', () => {
  /** A fake portal build and a sandbox serving it under /portal. */
  const served = beforeAllValue(async () => {
    const dist = fakePortal();
    return {
      dist,
      sb: await startSandbox({ env: { PORTAL_DIST: dist, PORTAL_BASE_PATH: '/portal', PORTAL_MODE: 'mixed' } }),
    };
  });
  afterAll(async () => {
    await served.sb.stop();
    fs.rmSync(served.dist, { recursive: true, force: true });
  });

  it('answers index.html with X-Base-Path and rewritten asset addresses for every portal route', async () => {
    for (const route of [
      '/portal/',
      '/portal',
      '/portal/applications',
      '/portal/applications/launch/Sudoku%20Solver/1.0',
      '/portal/login?returnTo=%2Fsessions',
    ]) {
      const res = await fetch(`${served.sb.baseUrl}${route}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-base-path')).toBe('/portal/');
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(await res.text()).toContain('src="/portal/v3/assets/main.0123456789.js"');
    }
  });

  it('serves assets with long cache lifetimes and 404s missing ones', async () => {
    const res = await fetch(`${served.sb.baseUrl}/portal/v3/assets/main.0123456789.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('max-age=31536000');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(await res.text()).toBe(SCRIPT);
    expect((await fetch(`${served.sb.baseUrl}/portal/v3/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${served.sb.baseUrl}/portal/v3/assets/..%2f..%2findex.html`)).status).toBeGreaterThanOrEqual(
      400,
    );
  });

  it("sends the build's brotli or gzip copy of an asset to a browser that takes it, and the plain file to one that does not", async () => {
    const asset = `${served.sb.baseUrl}/portal/v3/assets/main.0123456789.js`;
    const raw = (encoding: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((done, fail) => {
        http
          .get(asset, { headers: { 'accept-encoding': encoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => done({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', fail);
      });
    const br = await raw('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    const gz = await raw('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(SCRIPT);
    const plain = await raw('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('sends the security headers', async () => {
    const res = await fetch(`${served.sb.baseUrl}/portal/`);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves the server-side about, help and stats pages and the App Launcher page', async () => {
    for (const [route, text] of [
      ['/portal/pro/about', 'About PRO Portal'],
      ['/portal/pro/help', 'Help'],
      ['/portal/pro/stats/Sudoku%20Solver/1.0', 'Stats of Sudoku Solver 1.0'],
      ['/plugin/', 'App Launcher'],
    ] as const) {
      const res = await fetch(`${served.sb.baseUrl}${route}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-base-path')).toBe('/portal/');
      expect(await res.text()).toContain(text);
    }
  });

  it('answers unknown API addresses with the Error schema, not the portal', async () => {
    expectErrorAnswer(await rawRequest(fetch, `${served.sb.baseUrl}/pro-api/v2/no-such-call`), 404);
    expectErrorAnswer(await rawRequest(fetch, `${served.sb.baseUrl}/pro/session-manager/v1/nothing`), 404);
    expectErrorAnswer(await rawRequest(fetch, `${served.sb.baseUrl}/elsewhere`), 404);
    // The server pages' folder under the base path and the APIs' folders hold no portal route.
    for (const path of ['/portal/pro/no-such-page', '/portal/pro', '/pro/no-such-page', '/pro-api'])
      expectErrorAnswer(await rawRequest(fetch, `${served.sb.baseUrl}${path}`), 404);
  });

  it('answers a portal route and a server page with a trailing slash as without one', async () => {
    for (const [route, text] of [
      ['/portal/applications/', 'id="root"'],
      ['/portal/pro/about/', 'About PRO Portal'],
    ] as const) {
      const res = await fetch(`${served.sb.baseUrl}${route}`);
      expect([route, res.status]).toEqual([route, 200]);
      expect(await res.text()).toContain(text);
    }
  });
});

describe('without a built portal', () => {
  const sb = useSandbox();

  it('says the portal is not built yet and how to build it', async () => {
    const res = await fetch(`${sb.baseUrl}/applications`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-base-path')).toBe('/');
    const html = await res.text();
    expect(html).toContain('The portal is not built yet');
    expect(html).toContain('npm run build');
  });
});
