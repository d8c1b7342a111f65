import { expectSchema } from '../support/schema';
import { backends, useSandbox } from '@pro-portal/test-harness';
import { DEMO_PASSWORD } from '../support/world';

jest.setTimeout(180_000);

const login = (baseUrl: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl}/pro/auth/v1/authenticate/pro-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name!.toLowerCase(), values] as const;
      }),
  );

async function sessionCookie(baseUrl: string, username = 'alice'): Promise<string> {
  const res = await login(baseUrl, { environment: 'Demo', username, password: DEMO_PASSWORD });
  expect(res.status).toBe(200);
  const line = res.headers.getSetCookie().find((c) => c.startsWith('pro_session='));
  if (!line) throw new Error('no session cookie');
  return line.split(';')[0]!;
}

describe.each(backends)('headers, cookies, cross-site requests and sign-in throttling (%s)', (backend) => {
  const sb = useSandbox({ backend });

  describe('security headers', () => {
    const pages = [
      ['an API answer', '/pro-api/v2/portal/pro_version'],
      ['an API error', '/pro-api/v2/applications'],
      ['an unknown address', '/no/such/page'],
      ['a portal route', '/applications'],
      ['the identity provider page', '/dev-idp/login?env=CorporateSSO'],
      ['an asset address', '/v3/assets/none.js'],
    ];
    it.each(pages)('%s carries a CSP without inline scripts, nosniff and frame-ancestors', async (_what, path) => {
      const res = await fetch(`${sb.baseUrl}${path}`);
      await res.arrayBuffer();
      expect(res.status).toBeLessThan(500);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      const csp = res.headers.get('content-security-policy');
      expect(csp).toBeTruthy();
      const d = directives(csp!);
      const scripts = d.get('script-src') ?? d.get('default-src')!;
      expect(scripts).toBeDefined();
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(scripts).not.toContain('*');
      expect(d.get('frame-ancestors')).toBeDefined();
      expect(d.get('frame-ancestors')).not.toContain('*');
      expect(d.get('object-src')).toEqual(["'none'"]);
    });
  });

  describe('the session cookie', () => {
    it('is HttpOnly, SameSite and scoped to the whole site; logout expires it', async () => {
      const res = await login(sb.baseUrl, { environment: 'Demo', username: 'alice', password: DEMO_PASSWORD });
      const line = res.headers.getSetCookie().find((c) => c.startsWith('pro_session='))!;
      expect(line).toBeDefined();
      expect(line).toMatch(/;\s*HttpOnly/i);
      expect(line).toMatch(/;\s*SameSite=(Lax|Strict)/i);
      expect(line).toMatch(/;\s*Path=\/(;|$)/i);
      expect(line.split(';')[0]!.length).toBeGreaterThan('pro_session='.length + 20);
      const cookie = line.split(';')[0]!;
      const out = await fetch(`${sb.baseUrl}/pro/auth/v1/authenticate/pro-logout`, {
        method: 'POST',
        headers: { cookie },
      });
      expect(out.status).toBeLessThan(300);
      const cleared = out.headers.getSetCookie().find((c) => c.startsWith('pro_session='))!;
      expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
      const after = await fetch(`${sb.baseUrl}/pro-api/v2/users/current`, { headers: { cookie } });
      expect(after.status).toBe(401);
    });

    it('is Secure when the sandbox is reached over https through a proxy (X-Forwarded-Proto: https)', async () => {
      const res = await login(
        sb.baseUrl,
        { environment: 'Demo', username: 'bob', password: DEMO_PASSWORD },
        { 'x-forwarded-proto': 'https' },
      );
      const line = res.headers.getSetCookie().find((c) => c.startsWith('pro_session='))!;
      expect(line).toMatch(/;\s*Secure/i);
    });

    it('is not Secure over plain http (so that the local sandbox keeps working)', async () => {
      const res = await login(sb.baseUrl, { environment: 'Demo', username: 'bob', password: DEMO_PASSWORD });
      const line = res.headers.getSetCookie().find((c) => c.startsWith('pro_session='))!;
      expect(line).not.toMatch(/;\s*Secure/i);
    });
  });

  describe('cross-site requests with the session cookie', () => {
    const post = (cookie: string, headers: Record<string, string>) =>
      fetch(`${sb.baseUrl}/pro-api/v2/api-keys`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', ...headers },
        body: JSON.stringify({
          keyName: `csrf${Math.random().toString(36).slice(2, 8)}`,
          expirationDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
          scopes: [{ scope: 'apps:read' }],
        }),
      });

    it('refuses a state-changing call from another origin', async () => {
      const cookie = await sessionCookie(sb.baseUrl);
      const before = (await (await fetch(`${sb.baseUrl}/pro-api/v2/api-keys`, { headers: { cookie } })).json()).keys
        .length;
      const res = await post(cookie, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
      expect(res.status).toBe(403);
      expectSchema('main', 'Error', await res.json());
      const after = (await (await fetch(`${sb.baseUrl}/pro-api/v2/api-keys`, { headers: { cookie } })).json()).keys
        .length;
      expect(after).toBe(before);
    });

    it('refuses a cross-site form post to pro-logout', async () => {
      const cookie = await sessionCookie(sb.baseUrl);
      const res = await fetch(`${sb.baseUrl}/pro/auth/v1/authenticate/pro-logout`, {
        method: 'POST',
        headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      });
      expect(res.status).toBe(403);
      expect((await fetch(`${sb.baseUrl}/pro-api/v2/users/current`, { headers: { cookie } })).status).toBe(200);
    });

    it('accepts the same call from its own origin, without an Origin header (non-browser clients) and with an API key', async () => {
      const cookie = await sessionCookie(sb.baseUrl);
      expect((await post(cookie, { origin: sb.baseUrl, 'sec-fetch-site': 'same-origin' })).status).toBe(201);
      expect((await post(cookie, {})).status).toBe(201);
    });
  });

  describe('repeated failed sign-ins', () => {
    it('locks the account after five failures with a clear message, also for the right password, and leaves other accounts alone', async () => {
      const wrong = { environment: 'Demo', username: 'paula', password: 'Wrong-Password-1!' };
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await login(sb.baseUrl, wrong)).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
      const locked = await login(sb.baseUrl, wrong);
      expect(locked.status).toBe(429);
      const body = await locked.json();
      expectSchema('auth', 'Error', body);
      expect(body.message).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ seconds\.$/);
      const right = await login(sb.baseUrl, { ...wrong, password: DEMO_PASSWORD });
      expect(right.status).toBe(429);
      expect((await login(sb.baseUrl, { environment: 'Demo', username: 'greg', password: DEMO_PASSWORD })).status).toBe(
        200,
      );
    });

    it('answers an unknown user exactly like a wrong password (no account enumeration)', async () => {
      const unknown = await login(sb.baseUrl, {
        environment: 'Demo',
        username: 'nobody-here',
        password: 'Wrong-Password-1!',
      });
      const wrong = await login(sb.baseUrl, { environment: 'Demo', username: 'bob', password: 'Wrong-Password-1!' });
      expect(unknown.status).toBe(401);
      expect(wrong.status).toBe(401);
      expect((await unknown.json()).message).toBe((await wrong.json()).message);
    });
  });
});
