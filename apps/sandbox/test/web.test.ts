import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rawRequest, expectErrorAnswer } from './clients';
import { startSandbox, type SandboxHandle } from './harness';

jest.setTimeout(180_000);

function fakePortal(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pro-portal-dist-'));
  fs.mkdirSync(path.join(dir, 'v3', 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><script defer src="/v3/assets/main.0123456789.js"></script></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(dir, 'v3', 'assets', 'main.0123456789.js'), 'console.log("portal");');
  return dir;
}

describe('serving the portal under a base path', () => {
  let sb: SandboxHandle;
  let dist: string;
  beforeAll(async () => {
    dist = fakePortal();
    sb = await startSandbox({ env: { PORTAL_DIST: dist, PORTAL_BASE_PATH: '/portal', PORTAL_MODE: 'mixed' } });
  });
  afterAll(async () => {
    await sb?.stop();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers index.html with X-Base-Path and rewritten asset addresses for every portal route', async () => {
    for (const route of ['/portal/', '/portal', '/portal/applications', '/portal/applications/launch/Sudoku%20Solver/1.0', '/portal/login?returnTo=%2Fsessions']) {
      const res = await fetch(`${sb.baseUrl}${route}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-base-path')).toBe('/portal/');
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(await res.text()).toContain('src="/portal/v3/assets/main.0123456789.js"');
    }
  });

  it('serves assets with long cache lifetimes and 404s missing ones', async () => {
    const res = await fetch(`${sb.baseUrl}/portal/v3/assets/main.0123456789.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('max-age=31536000');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect((await fetch(`${sb.baseUrl}/portal/v3/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${sb.baseUrl}/portal/v3/assets/..%2f..%2findex.html`)).status).toBeGreaterThanOrEqual(400);
  });

  it('sends the security headers', async () => {
    const res = await fetch(`${sb.baseUrl}/portal/`);
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
      const res = await fetch(`${sb.baseUrl}${route}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-base-path')).toBe('/portal/');
      expect(await res.text()).toContain(text);
    }
  });

  it('answers unknown API addresses with the Error schema, not the portal', async () => {
    expectErrorAnswer(await rawRequest(fetch, `${sb.baseUrl}/pro-api/v2/no-such-call`), 404);
    expectErrorAnswer(await rawRequest(fetch, `${sb.baseUrl}/pro/session-manager/v1/nothing`), 404);
    expectErrorAnswer(await rawRequest(fetch, `${sb.baseUrl}/elsewhere`), 404);
  });
});

describe('without a built portal', () => {
  let sb: SandboxHandle;
  beforeAll(async () => {
    sb = await startSandbox();
  });
  afterAll(async () => {
    await sb?.stop();
  });

  it('says the portal is not built yet and how to build it', async () => {
    const res = await fetch(`${sb.baseUrl}/applications`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-base-path')).toBe('/');
    const html = await res.text();
    expect(html).toContain('The portal is not built yet');
    expect(html).toContain('npm run build');
  });
});
