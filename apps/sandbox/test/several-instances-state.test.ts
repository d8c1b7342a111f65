import { Client } from 'pg';
import {
  backends,
  createDatabase,
  signIn,
  startSandbox,
  type SandboxHandle,
  type Session,
} from '@pro-portal/test-harness';
import { DEMO_PASSWORD } from './support/world';

jest.setTimeout(240_000);

/** Two instances share state only through PostgreSQL: without it there is nothing to check here. */
const onPostgres = backends.includes('postgres') ? describe : describe.skip;

const login = (sb: SandboxHandle, username: string, password: string) =>
  fetch(`${sb.baseUrl}/pro/auth/v1/authenticate/pro-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ environment: 'Demo', username, password }),
  });

const WRONG = 'Wrong-Password-1!';

/** A SAMLResponse for the user, as the development identity provider of `idp` posts it. */
async function samlResponse(idp: SandboxHandle, user: string): Promise<string> {
  const res = await fetch(`${idp.baseUrl}/dev-idp/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      env: 'CorporateSSO',
      username: user,
      returnTo: '/applications',
      errorRedirectUri: '/login',
    }),
  });
  const html = await res.text();
  return /name="SAMLResponse" value="([^"]+)"/.exec(html)![1]!;
}

/** Posts the response to the instance's assertion endpoint: where it sends the browser, and whether it signed in. */
async function assertion(sb: SandboxHandle, saml: string) {
  const res = await fetch(
    `${sb.baseUrl}/pro/auth/v1/authenticate/saml/assertion?env=CorporateSSO&returnTo=%2Fapplications&errorRedirectUri=%2Flogin`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ SAMLResponse: saml }),
      redirect: 'manual',
    },
  );
  const signedIn = res.headers.getSetCookie().some((c) => c.startsWith('pro_session='));
  return { status: res.status, location: res.headers.get('location'), signedIn };
}

async function query<T>(sb: SandboxHandle, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: sb.databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

onPostgres('state that several instances on one database share', () => {
  let a: SandboxHandle;
  let b: SandboxHandle;

  beforeAll(async () => {
    a = await startSandbox({ backend: 'postgres' });
    b = await startSandbox({ joins: a });
  });
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  describe('sign-in throttling', () => {
    it('locks an account on both instances after five failures spread over the two, also for the right password', async () => {
      const statuses: number[] = [];
      for (const sb of [a, b, a, b, a]) statuses.push((await login(sb, 'bob', WRONG)).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
      for (const sb of [a, b]) {
        const locked = await login(sb, 'bob', DEMO_PASSWORD);
        expect(locked.status).toBe(429);
        expect((await locked.json()).message).toMatch(
          /^Too many failed sign-in attempts\. Try again in \d+ seconds\.$/,
        );
      }
      expect((await login(b, 'alice', DEMO_PASSWORD)).status).toBe(200);
    });

    it('lets exactly five of many simultaneous failures through, whichever instance receives them', async () => {
      const attempts = Array.from({ length: 12 }, (_, i) => login(i % 2 ? b : a, 'greg', WRONG));
      const statuses = (await Promise.all(attempts)).map((r) => r.status).sort();
      expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
    });

    it('forgets an account’s failures on both instances after a successful sign-in on one', async () => {
      for (const sb of [a, b, a, b]) expect((await login(sb, 'ada', WRONG)).status).toBe(401);
      expect((await login(b, 'ada', DEMO_PASSWORD)).status).toBe(200);
      for (const sb of [a, a, a, a]) expect((await login(sb, 'ada', WRONG)).status).toBe(401);
      expect((await login(b, 'ada', DEMO_PASSWORD)).status).toBe(200);
    });

    it('removes the rows of accounts whose attempts have all left the window', async () => {
      await query(
        a,
        `insert into sign_in_attempts (account_key, attempted_at, last_attempt_at)
         values ('stale/account', array[now() - interval '6 minutes'], now() - interval '6 minutes')`,
      );
      expect((await login(b, 'paula', WRONG)).status).toBe(401);
      const keys = await query<{ account_key: string }>(a, 'select account_key from sign_in_attempts');
      expect(keys.map((k) => k.account_key)).not.toContain('stale/account');
    });
  });

  describe('answers kept by each instance', () => {
    const groupNames = async (s: Session) =>
      (await s.pro.main.groups.listGroups({ environmentName: 'ROOT' })).entities.map((g) => g.name);

    it('reads afresh on one instance what the other has just written, though it kept the read before', async () => {
      const onA = await signIn(a.baseUrl, 'ROOT', 'admin', a.adminPassword);
      const onB = await signIn(b.baseUrl, 'ROOT', 'admin', b.adminPassword);
      for (const round of [1, 2, 3, 4, 5]) {
        await groupNames(onB);
        await groupNames(onB);
        await onA.pro.main.groups.createGroup({ environmentName: 'ROOT', groupCreate: { groupname: `both-${round}` } });
        expect(await groupNames(onB)).toContain(`both-${round}`);
      }
    });
  });

  describe('SAML responses', () => {
    it('signs in once with a response, on one instance: the other refuses it as used', async () => {
      const saml = await samlResponse(b, 'sam');
      const first = await assertion(a, saml);
      expect(first).toEqual({ status: 303, location: '/applications', signedIn: true });
      const replay = await assertion(b, saml);
      expect(replay.signedIn).toBe(false);
      expect(replay.location).toBe(
        `/login?message=${encodeURIComponent('This SAML response was already used. Please sign in again.')}`,
      );
      expect((await assertion(a, saml)).signedIn).toBe(false);
    });

    it('accepts on either instance a response the identity provider of the other signed', async () => {
      expect((await assertion(b, await samlResponse(a, 'sara'))).signedIn).toBe(true);
      expect((await assertion(a, await samlResponse(b, 'sara'))).signedIn).toBe(true);
    });

    it('forgets used responses once they could no longer be accepted anyway', async () => {
      await query(
        a,
        `insert into used_saml_responses (response_id, valid_until) values ('_stale', now() - interval '1 hour')`,
      );
      expect((await assertion(b, await samlResponse(b, 'sam'))).signedIn).toBe(true);
      const ids = await query<{ response_id: string }>(a, 'select response_id from used_saml_responses');
      expect(ids.map((r) => r.response_id)).not.toContain('_stale');
    });
  });
});

onPostgres('instances that start together on an empty database', () => {
  it('create the demo data once, and both serve it', async () => {
    const database = await createDatabase();
    const started: SandboxHandle[] = [];
    try {
      const starts = await Promise.allSettled([0, 1].map(() => startSandbox({ env: { DATABASE_URL: database.url } })));
      for (const s of starts) if (s.status === 'fulfilled') started.push(s.value);
      expect(starts.map((s) => (s.status === 'rejected' ? String(s.reason) : 'started'))).toEqual([
        'started',
        'started',
      ]);
      const client = new Client({ connectionString: database.url });
      await client.connect();
      const environments = await client.query('select name from environments order by name');
      const apps = await client.query('select count(*)::int as n from apps');
      await client.end();
      expect(environments.rows.map((r) => r.name)).toEqual(['CorporateSSO', 'Demo', 'PartnerSSO', 'ROOT']);
      for (const sb of started) expect((await login(sb, 'alice', DEMO_PASSWORD)).status).toBe(200);
      expect(apps.rows[0].n).toBeGreaterThan(0);
    } finally {
      for (const sb of started) await sb.stop();
      await database.drop();
    }
  });
});
