import { Secret, TOTP } from 'otpauth';
import { json, rawRequest, refused, withApiKey, expectErrorAnswer } from './support/clients';
import { anonymous, signIn, backends, type SandboxHandle, useSandbox } from '@pro-portal/test-harness';
import { SCOPES } from './support/world';
import { addYears, toIsoDate, todayAnywhere } from '@pro-portal/rules';

jest.setTimeout(180_000);

const DEMO = 'Sandbox#Demo1';
const nextYear = () => new Date(Date.now() + 200 * 86_400_000);

const codeFor = (uri: string) => {
  const secret = new URL(uri).searchParams.get('secret')!;
  return Number(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
};

describe.each(backends)('authentication (%s)', (backend) => {
  const sb = useSandbox({ backend });

  it('signs in with a password, sets an HttpOnly SameSite session cookie and reports the current user', async () => {
    const s = anonymous(sb.baseUrl);
    const answer = await json(
      s.pro.auth.auth.loginRaw({
        loginRequest: { environment: 'ROOT', username: 'admin', password: sb.adminPassword },
      }),
      'auth',
      'LoginResponse',
    );
    expect(answer).toEqual({ mfa_required: false });
    expect(s.fetch.cookies.get('pro_session')).toBeTruthy();
    const setCookie = (
      await rawRequest(fetch, `${sb.baseUrl}/pro/auth/v1/authenticate/pro-login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ environment: 'Demo', username: 'alice', password: DEMO }),
      })
    ).headers.get('set-cookie');
    expect(setCookie).toMatch(/pro_session=[^;]+;.*HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const me = await json(s.pro.main.users.getCurrentUserRaw(), 'main', 'CurrentUser');
    expect(me).toMatchObject({
      name: 'admin',
      isAdmin: true,
      isAppPublisher: false,
      isGroupAdmin: false,
      environment_name: 'ROOT',
    });
    const who = await json(s.pro.main.session.authorizeSessionRaw(), 'main', 'SessionAuthorization');
    expect(who).toEqual({ userName: 'admin', environmentName: 'ROOT' });
  });

  it('reports the role flags of every seeded role', async () => {
    const flags = async (user: string) =>
      json((await signIn(sb.baseUrl, 'Demo', user, DEMO)).pro.main.users.getCurrentUserRaw(), 'main', 'CurrentUser');
    expect(await flags('alice')).toMatchObject({ isAdmin: false, isAppPublisher: false, isGroupAdmin: false });
    expect(await flags('paula')).toMatchObject({ isAdmin: false, isAppPublisher: true, isGroupAdmin: false });
    expect(await flags('greg')).toMatchObject({ isAdmin: false, isAppPublisher: false, isGroupAdmin: true });
    expect(await flags('ada')).toMatchObject({ isAdmin: true, environment_name: 'Demo' });
  });

  it('refuses wrong passwords, unknown environments, admin outside ROOT and password sign-in to SAML environments', async () => {
    const s = anonymous(sb.baseUrl);
    const login = (environment: string, username: string, password: string) =>
      s.pro.auth.auth.login({ loginRequest: { environment, username, password } });
    await refused(login('Demo', 'alice', 'Wrong#Password1'), 401, 10101);
    await refused(login('Nowhere', 'alice', DEMO), 401, 10101);
    const adminElsewhere = await refused(login('Demo', 'admin', sb.adminPassword), 401, 10106);
    expect(adminElsewhere.message).toBe('Only the ROOT environment will support admin login');
    await refused(login('CorporateSSO', 'sam', DEMO), 400);
    expect(s.fetch.cookies.size).toBe(0);
  });

  it('answers 429 after repeated failures for one account', async () => {
    const s = anonymous(sb.baseUrl);
    const login = () =>
      s.pro.auth.auth.login({ loginRequest: { environment: 'Demo', username: 'mallory', password: 'nope' } });
    for (let i = 0; i < 5; i++) await refused(login(), 401);
    await refused(login(), 429);
  });

  it('answers 401 to signed-out callers except for what the login page needs', async () => {
    const s = anonymous(sb.baseUrl);
    await refused(s.pro.main.users.getCurrentUser(), 401, 10100);
    await refused(s.pro.main.apiKeys.listApiKeys(), 401);
    await refused(s.pro.auth.auth.logout(), 401);
    await refused(s.pro.main.portal.getPasswordRules(), 401);
    const envs = await json(s.pro.main.environments.listEnvironmentsRaw(), 'main', 'EnvironmentList');
    expect(envs.environments.map((e: { name: string }) => e.name)).toEqual(
      expect.arrayContaining(['ROOT', 'Demo', 'CorporateSSO']),
    );
    await json(s.pro.main.customization.getCustomizationRaw(), 'main', 'CustomizationConfig');
    await json(s.pro.main.portal.getProVersionRaw(), 'main', 'VersionInfo');
    const mode = await s.pro.v1.portalMode.getPortalModeRaw();
    expect(mode.raw.headers.has('x-account-portal-mode')).toBe(true);
  });

  it('signs out: the cookie is cleared and the old session no longer works', async () => {
    const s = await signIn(sb.baseUrl, 'Demo', 'alice', DEMO);
    const cookie = s.fetch.cookies.get('pro_session')!;
    await s.pro.auth.auth.logout();
    expect(s.fetch.cookies.has('pro_session')).toBe(false);
    const reused = await rawRequest(fetch, `${sb.baseUrl}/pro-api/v2/users/current`, {
      headers: { cookie: `pro_session=${cookie}` },
    });
    expectErrorAnswer(reused, 401);
  });

  it('serves the password rules and enforces them and the current password on change', async () => {
    const s = await signIn(sb.baseUrl, 'Demo', 'bob', DEMO);
    const rules = await json(s.pro.main.portal.getPasswordRulesRaw(), 'main', 'PasswordRules');
    expect(new RegExp(rules.rulesRegex).test('short')).toBe(false);
    expect(new RegExp(rules.rulesRegex).test('Long#Enough123')).toBe(true);
    const weak = await refused(
      s.pro.main.portal.changePassword({
        changePasswordRequest: { currentPassword: DEMO, newPassword: 'weakpassword' },
      }),
      400,
      10110,
    );
    expect(weak.message).toBe(rules.rulesText);
    await refused(
      s.pro.main.portal.changePassword({
        changePasswordRequest: { currentPassword: 'Wrong#Pass123', newPassword: 'Better#Pass123' },
      }),
      400,
      10109,
    );
    // Blank fields are answered with the form's own words, before the password is checked.
    const blank = async (currentPassword: string, newPassword: string) =>
      (
        await refused(
          s.pro.main.portal.changePassword({ changePasswordRequest: { currentPassword, newPassword } }),
          400,
        )
      ).message;
    expect(await blank('', 'Better#Pass123')).toBe('Current password is required.');
    expect(await blank(DEMO, '')).toBe('Password is required.');
    expect(
      (await refused(s.pro.main.portal.verifyPassword({ verifyPasswordRequest: { currentPassword: '' } }), 400))
        .message,
    ).toBe('Current password is required.');
    await s.pro.main.portal.changePassword({
      changePasswordRequest: { currentPassword: DEMO, newPassword: 'Better#Pass123' },
    });
    await refused(signIn(sb.baseUrl, 'Demo', 'bob', DEMO), 401);
    await signIn(sb.baseUrl, 'Demo', 'bob', 'Better#Pass123');
  });

  it('enables TOTP MFA, then signs in in two steps, then disables it', async () => {
    const s = await signIn(sb.baseUrl, 'Demo', 'paula', DEMO);
    expect(await json(s.pro.main.portal.getMfaStatusRaw(), 'main', 'MfaStatus')).toEqual({
      isEnabled: false,
      isRequired: false,
    });
    const verified = await json(
      s.pro.main.portal.verifyPasswordRaw({ verifyPasswordRequest: { currentPassword: DEMO } }),
      'main',
      'VerificationToken',
    );
    await refused(
      s.pro.main.portal.verifyPassword({ verifyPasswordRequest: { currentPassword: 'Wrong#Pass123' } }),
      400,
    );
    const qr = await json(
      s.pro.main.portal.getMfaQrCodeRaw({ token: verified.verificationToken }),
      'main',
      'MfaQrCode',
    );
    expect(qr.qrCodeUri).toMatch(/^otpauth:\/\/totp\//);
    const code = codeFor(qr.qrCodeUri);
    const wrongCode = (code + 1) % 1_000_000;
    const enable = (mfaVerificationCode: number) =>
      s.pro.main.portal.enableMfa({
        enableMfaRequest: { verificationToken: qr.verificationToken, mfaVerificationCode },
      });
    await refused(enable(wrongCode), 400, 10103);
    await enable(code);
    expect((await s.pro.main.portal.getMfaStatus()).isEnabled).toBe(true);

    const t = anonymous(sb.baseUrl);
    const first = await json(
      t.pro.auth.auth.loginRaw({ loginRequest: { environment: 'Demo', username: 'paula', password: DEMO } }),
      'auth',
      'LoginResponse',
    );
    expect(first.mfa_required).toBe(true);
    expect(t.fetch.cookies.has('pro_session')).toBe(false);
    const verify = (verification_token: string, mfa_code: number) =>
      t.pro.auth.auth.verifyLoginMfa({ totpMfaRequest: { verification_token, mfa_code } });
    await refused(verify('forged', code), 401);
    await refused(verify(first.verification_token, wrongCode), 401, 10103);
    await verify(first.verification_token, codeFor(qr.qrCodeUri));
    expect((await t.pro.main.users.getCurrentUser()).name).toBe('paula');

    const again = await s.pro.main.portal.verifyPassword({ verifyPasswordRequest: { currentPassword: DEMO } });
    await s.pro.main.portal.disableMfa({ disableMfaRequest: { verificationToken: again.verificationToken } });
    expect((await s.pro.main.portal.getMfaStatus()).isEnabled).toBe(false);
  });

  it('refuses MFA codes that are not integers in range with the spec messages', async () => {
    const t = anonymous(sb.baseUrl);
    const post = (body: unknown) =>
      rawRequest(fetch, `${sb.baseUrl}/pro-api/v2/portal/current-user/enable-mfa`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `pro_session=${[...t.fetch.cookies.values()][0] ?? ''}`,
        },
        body: JSON.stringify(body),
      });
    const s = await signIn(sb.baseUrl, 'Demo', 'alice', DEMO);
    const cookie = `pro_session=${s.fetch.cookies.get('pro_session')}`;
    const send = (body: unknown) =>
      rawRequest(fetch, `${sb.baseUrl}/pro-api/v2/portal/current-user/enable-mfa`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
      });
    const negative = await send({ verificationToken: 'x', mfaVerificationCode: -1 });
    expectErrorAnswer(negative, 400);
    expect(negative.body.message).toBe('The verification code cannot be negative.');
    const large = await send({ verificationToken: 'x', mfaVerificationCode: 2147483648 });
    expect(large.body.message).toBe('The verification code is too large.');
    const fraction = await send({ verificationToken: 'x', mfaVerificationCode: 12.5 });
    expect(fraction.body.message).toBe('The verification code must be an integer.');
    for (const notNumeric of ['abc', null]) {
      const text = await send({ verificationToken: 'x', mfaVerificationCode: notNumeric });
      expectErrorAnswer(text, 400);
      expect(text.body.message).toBe('Please enter a valid numeric verification code.');
    }
    const missing = await send({ verificationToken: 'x' });
    expect(missing.body.message).toBe('Please enter a valid numeric verification code.');
    // A stale or forged token within the session is a 400: a 401 would end the session.
    const stale = await send({ verificationToken: 'x', mfaVerificationCode: 123456 });
    expectErrorAnswer(stale, 400);
    expect(stale.body).toMatchObject({
      errorCode: 10104,
      message: 'The verification token is invalid or has expired. Please start again.',
    });
    expect((await s.pro.main.users.getCurrentUser()).name).toBe('alice');
    expectErrorAnswer(await post({}), 401);
  });

  it('keeps SAML users away from password and MFA calls', async () => {
    const s = await samlSignIn(sb, 'sam');
    await refused(
      s.pro.main.portal.verifyPassword({ verifyPasswordRequest: { currentPassword: 'whatever' } }),
      403,
      10111,
    );
    await refused(
      s.pro.main.portal.changePassword({
        changePasswordRequest: { currentPassword: 'a', newPassword: 'Better#Pass123' },
      }),
      403,
    );
  });

  describe('API keys', () => {
    it('creates a key whose secret is shown once, lists it without the secret, and deletes it', async () => {
      const s = await signIn(sb.baseUrl, 'Demo', 'alice', DEMO);
      const scopes = await json(s.pro.main.apiKeys.listApiKeyScopesRaw(), 'main', 'ApiKeyScopeList');
      expect(scopes.scopes.map((x: { scope: string }) => x.scope)).toEqual(SCOPES);
      const key = await json(
        s.pro.main.apiKeys.createApiKeyRaw({
          apiKeyCreate: { keyName: 'ci', expirationDate: nextYear(), scopes: [{ scope: 'PublishApp' }] },
        }),
        'main',
        'ApiKey',
      );
      expect(key.secret).toMatch(/^pro_/);
      const list = await json(s.pro.main.apiKeys.listApiKeysRaw(), 'main', 'ApiKeyList');
      expect(list.keys).toEqual([
        { keyName: 'ci', expirationDate: key.expirationDate, scopes: [{ scope: 'PublishApp' }] },
      ]);
      await refused(
        s.pro.main.apiKeys.createApiKey({
          apiKeyCreate: { keyName: 'CI', expirationDate: nextYear(), scopes: [{ scope: 'PublishApp' }] },
        }),
        409,
        10701,
      );

      const byKey = withApiKey(sb.baseUrl, key.secret);
      expect((await byKey.main.users.getCurrentUser()).name).toBe('alice');
      await byKey.main.applications.listApplications();
      const scope = await refused(byKey.main.apiKeys.listApiKeys(), 403, 10113);
      expect(scope.message).toContain("'APIKey'");

      await s.pro.main.apiKeys.deleteApiKey({ name: 'ci' });
      await refused(byKey.main.users.getCurrentUser(), 401, 10702);
      await refused(s.pro.main.apiKeys.deleteApiKey({ name: 'ci' }), 404, 10700);
    });

    it('checks names, dates and scopes with the spec messages', async () => {
      const s = await signIn(sb.baseUrl, 'Demo', 'alice', DEMO);
      const create = (keyName: string, expirationDate: Date, scopes: { scope: string }[]) =>
        s.pro.main.apiKeys.createApiKey({ apiKeyCreate: { keyName, expirationDate, scopes } });
      expect((await refused(create('x'.repeat(26), nextYear(), [{ scope: 'User' }]), 400)).message).toBe(
        'Key name must be less than 25 characters.',
      );
      expect(
        (await refused(create('past', new Date(Date.now() - 3 * 86_400_000), [{ scope: 'User' }]), 400)).message,
      ).toBe('Expiration date cannot be in the past.');
      expect(
        (await refused(create('far', new Date(Date.now() + 400 * 86_400_000), [{ scope: 'User' }]), 400)).message,
      ).toBe('Expiration date cannot be more than one year in the future.');
      expect((await refused(create('none', nextYear(), []), 400)).message).toBe(
        'At least one key scope must be selected.',
      );
      await refused(create('bogus', nextYear(), [{ scope: 'everything' }]), 400);
      const badDate = await rawRequest(s.fetch, `${sb.baseUrl}/pro-api/v2/api-keys`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ keyName: 'd', expirationDate: '12/31/2026', scopes: [{ scope: 'User' }] }),
      });
      expectErrorAnswer(badDate, 400);
      expect(badDate.body.message).toBe('Expiration date must be in the valid format YYYY-MM-DD.');
      const noDate = await rawRequest(s.fetch, `${sb.baseUrl}/pro-api/v2/api-keys`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ keyName: 'd', expirationDate: '', scopes: [{ scope: 'User' }] }),
      });
      expectErrorAnswer(noDate, 400);
      expect(noDate.body.message).toBe('Expiration date is required.');
      // A person's today is any date that is today somewhere, and a year from it is the limit.
      const post = (keyName: string, expirationDate: string) =>
        rawRequest(s.fetch, `${sb.baseUrl}/pro-api/v2/api-keys`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ keyName, expirationDate, scopes: [{ scope: 'User' }] }),
        });
      const { earliest, latest } = todayAnywhere();
      expect((await post('west', earliest)).status).toBe(201);
      expect((await post('east', addYears(latest, 1))).status).toBe(201);
      const dayBefore = toIsoDate(new Date(Date.parse(`${earliest}T12:00:00Z`) - 86_400_000), 'UTC');
      expect((await post('yesterday', dayBefore)).body.message).toBe('Expiration date cannot be in the past.');
      const dayAfter = toIsoDate(new Date(Date.parse(`${addYears(latest, 1)}T12:00:00Z`) + 86_400_000), 'UTC');
      expect((await post('too-far', dayAfter)).body.message).toBe(
        'Expiration date cannot be more than one year in the future.',
      );
      for (const name of ['west', 'east']) await s.pro.main.apiKeys.deleteApiKey({ name });
      expect((await s.pro.main.apiKeys.listApiKeys()).keys).toEqual([]);
    });

    it('lets admins (only) create and delete keys of other accounts', async () => {
      const admin = await signIn(sb.baseUrl, 'Demo', 'ada', DEMO);
      const user = await signIn(sb.baseUrl, 'Demo', 'alice', DEMO);
      const body = {
        apiKeyCreate: { keyName: 'service', expirationDate: nextYear(), scopes: [{ scope: 'Tasks' }] },
      };
      await refused(user.pro.main.apiKeys.createAccountApiKey({ name: 'bob', ...body }), 403);
      const key = await json(admin.pro.main.apiKeys.createAccountApiKeyRaw({ name: 'bob', ...body }), 'main', 'ApiKey');
      expect((await withApiKey(sb.baseUrl, key.secret!).main.users.getCurrentUser()).name).toBe('bob');
      await refused(admin.pro.main.apiKeys.createAccountApiKey({ name: 'nobody', ...body }), 404);
      await refused(user.pro.main.apiKeys.deleteAccountApiKey({ accountName: 'bob', apiKeyName: 'service' }), 403);
      await admin.pro.main.apiKeys.deleteAccountApiKey({ accountName: 'bob', apiKeyName: 'service' });
      await refused(withApiKey(sb.baseUrl, key.secret!).main.users.getCurrentUser(), 401);
    });
  });

  describe('SAML through the development identity provider', () => {
    it('redirects to the identity provider, which posts a signed response that signs the user in', async () => {
      const s = await samlSignIn(sb, 'sara');
      expect(await s.pro.main.users.getCurrentUser()).toMatchObject({
        name: 'sara',
        isAppPublisher: true,
        environment_name: 'CorporateSSO',
      });
    });

    it('only returns to paths of this origin', async () => {
      const s = anonymous(sb.baseUrl);
      const { location } = await samlAssertion(sb, s, 'sam', 'https://evil.example/steal', '//evil.example/x');
      expect(location).toBe('/');
    });

    it('refuses tampered responses and unknown environments without signing in', async () => {
      const s = anonymous(sb.baseUrl);
      const form = await idpForm(sb, 'sam', '/login-redirect', '/login');
      const xml = Buffer.from(form.saml, 'base64').toString('utf8').replace('<saml:NameID>sam<', '<saml:NameID>sara<');
      const answer = await redirect(
        s.pro.auth.auth.consumeSamlAssertionRaw({
          env: 'CorporateSSO',
          sAMLResponse: Buffer.from(xml).toString('base64'),
          returnTo: '/x',
          errorRedirectUri: '/login',
        }),
      );
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toMatch(/^\/login\?message=.*signature/);
      expect(s.fetch.cookies.has('pro_session')).toBe(false);
      await refused(s.pro.auth.auth.startSamlLogin({ env: 'Demo' }), 404, 10107);
      const notForm = await rawRequest(
        fetch,
        `${sb.baseUrl}/pro/auth/v1/authenticate/saml/assertion?env=CorporateSSO`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        },
      );
      expectErrorAnswer(notForm, 415);
    });
  });
});

/** The generated client rejects with the Response itself on a 3xx; either way, answer the Response. */
async function redirect(call: Promise<{ raw: Response }>): Promise<Response> {
  try {
    return (await call).raw;
  } catch (err) {
    if (err instanceof Response) return err;
    throw err;
  }
}

async function idpForm(sb: SandboxHandle, user: string, returnTo: string, errorRedirectUri: string) {
  const s = anonymous(sb.baseUrl);
  const start = await redirect(s.pro.auth.auth.startSamlLoginRaw({ env: 'CorporateSSO', returnTo, errorRedirectUri }));
  expect(start.status).toBe(303);
  const idpUrl = start.headers.get('location')!;
  expect(idpUrl).toMatch(/^\/dev-idp\/login\?/);
  const page = await (await fetch(`${sb.baseUrl}${idpUrl}`)).text();
  expect(page).toContain(`value="${user}"`);
  const q = new URL(idpUrl, sb.baseUrl).searchParams;
  const posted = await fetch(`${sb.baseUrl}/dev-idp/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      env: q.get('env')!,
      username: user,
      returnTo: q.get('returnTo') ?? '',
      errorRedirectUri: q.get('errorRedirectUri') ?? '',
    }),
  });
  const html = await posted.text();
  const saml = /name="SAMLResponse" value="([^"]+)"/.exec(html)![1]!;
  const action = /action="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&');
  return { saml, action };
}

async function samlAssertion(
  sb: SandboxHandle,
  s: ReturnType<typeof anonymous>,
  user: string,
  returnTo: string,
  errorRedirectUri: string,
) {
  const form = await idpForm(sb, user, returnTo, errorRedirectUri);
  const res = await s.fetch(`${sb.baseUrl}${form.action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ SAMLResponse: form.saml }),
  });
  return { status: res.status, location: res.headers.get('location') };
}

async function samlSignIn(sb: SandboxHandle, user: string) {
  const s = anonymous(sb.baseUrl);
  const { status, location } = await samlAssertion(sb, s, user, '/login-redirect?returnTo=%2Fapplications', '/login');
  expect(status).toBe(303);
  expect(location).toBe('/login-redirect?returnTo=%2Fapplications');
  expect(s.fetch.cookies.has('pro_session')).toBe(true);
  return s;
}
