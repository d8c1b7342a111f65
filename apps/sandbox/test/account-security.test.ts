import http from 'node:http';
import { MfaPolicy } from '@pro-portal/sdk';
import { Secret, TOTP } from 'otpauth';
import { expectErrorAnswer, json, rawRequest, refused, refusedWith } from './support/clients';
import { anonymous, type Session, backends, type SandboxHandle, useSandbox } from '@pro-portal/test-harness';
import { DEMO_PASSWORD, useSignIn } from './support/suite';

jest.setTimeout(180_000);

const WRONG = 'Wrong#Password1';
const BLOCKED = /^Too many failed sign-in attempts\. Try again in (\d+) seconds\.$/;

const codeFor = (uri: string) => {
  const secret = new URL(uri).searchParams.get('secret')!;
  return Number(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
};

interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: { message?: string };
  ms: number;
}

/** A password sign-in to Demo sent from the given local source address (127.0.0.0/8 all reach the sandbox). */
function loginFrom(sb: SandboxHandle, sourceAddress: string, username: string, password: string): Promise<Answer> {
  const started = Date.now();
  const body = JSON.stringify({ environment: 'Demo', username, password });
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${sb.baseUrl}/pro/auth/v1/authenticate/pro-login`,
      {
        method: 'POST',
        localAddress: sourceAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: res.headers['retry-after'],
            body: JSON.parse(text) as { message?: string },
            ms: Date.now() - started,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function setPolicy(admin: Session, mfaPolicy: MfaPolicy) {
  const answer = await admin.pro.main.customization.updateMfaSettings({ mfaSettings: { mfaPolicy } });
  expect(answer).toEqual({ mfaPolicy });
}

/** Signs in with the password and, when the policy asks, enrols; answers the session and the new secret's URI. */
async function enrolAtSignIn(sb: SandboxHandle, username: string): Promise<{ session: Session; uri: string }> {
  const session = anonymous(sb.baseUrl);
  const first = await json<{
    mfa_required: boolean;
    mfa_enrolment_required?: boolean;
    verification_token: string;
    qr_code_uri: string;
  }>(
    session.pro.auth.auth.loginRaw({ loginRequest: { environment: 'Demo', username, password: DEMO_PASSWORD } }),
    'auth',
    'LoginResponse',
  );
  expect(first).toMatchObject({ mfa_required: true, mfa_enrolment_required: true });
  expect(first.qr_code_uri).toMatch(/^otpauth:\/\/totp\//);
  await session.pro.auth.auth.enrolLoginMfa({
    totpMfaRequest: { verification_token: first.verification_token, mfa_code: codeFor(first.qr_code_uri) },
  });
  return { session, uri: first.qr_code_uri };
}

describe.each(backends)('account security (%s)', (backend) => {
  const sb = useSandbox({ backend, env: { SIGN_IN_BLOCK_SECONDS: '2' } });
  const admin = useSignIn(sb, 'ROOT', 'admin');
  const bob = useSignIn(sb, 'Demo', 'bob', DEMO_PASSWORD);

  describe('MFA policy', () => {
    afterEach(() => setPolicy(admin, MfaPolicy.Optional));

    it('is read and set by admins only; others are refused with the Error schema', async () => {
      expect(await json(admin.pro.main.customization.getMfaSettingsRaw(), 'main', 'MfaSettings')).toEqual({
        mfaPolicy: 'optional',
      });
      await refused(bob.pro.main.customization.getMfaSettings(), 403, 10105);
      await refused(
        bob.pro.main.customization.updateMfaSettings({ mfaSettings: { mfaPolicy: MfaPolicy.Optional } }),
        403,
        10105,
      );
      await refused(anonymous(sb.baseUrl).pro.main.customization.getMfaSettings(), 401);
      const invalid = await rawRequest(admin.fetch, `${sb.baseUrl}/pro-api/v2/customization/mfa-settings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mfaPolicy: 'sometimes' }),
      });
      expectErrorAnswer(invalid, 400);
      await setPolicy(admin, MfaPolicy.Required);
      expect(await admin.pro.main.customization.getMfaSettings()).toEqual({ mfaPolicy: MfaPolicy.Required });
    });

    it('makes a person without MFA enrol at sign-in, with no session before, and keeps MFA from being disabled', async () => {
      await setPolicy(admin, MfaPolicy.Required);
      const t = anonymous(sb.baseUrl);
      const first = await t.pro.auth.auth.login({
        loginRequest: { environment: 'Demo', username: 'alice', password: DEMO_PASSWORD },
      });
      expect(first).toMatchObject({ mfa_required: true, mfa_enrolment_required: true });
      expect(t.fetch.cookies.has('pro_session')).toBe(false);
      await refused(t.pro.main.users.getCurrentUser(), 401);
      const token = first.verification_token!;
      const code = codeFor(first.qr_code_uri!);
      // The enrolment token does not complete an ordinary MFA step, and a wrong code enrols nobody.
      await refused(
        t.pro.auth.auth.verifyLoginMfa({ totpMfaRequest: { verification_token: token, mfa_code: code } }),
        401,
      );
      await refused(
        t.pro.auth.auth.enrolLoginMfa({
          totpMfaRequest: { verification_token: token, mfa_code: (code + 1) % 1_000_000 },
        }),
        401,
        10103,
      );
      expect(t.fetch.cookies.has('pro_session')).toBe(false);
      await t.pro.auth.auth.enrolLoginMfa({ totpMfaRequest: { verification_token: token, mfa_code: code } });
      expect((await t.pro.main.users.getCurrentUser()).name).toBe('alice');
      expect(await json(t.pro.main.portal.getMfaStatusRaw(), 'main', 'MfaStatus')).toEqual({
        isEnabled: true,
        isRequired: true,
      });
      const verified = await t.pro.main.portal.verifyPassword({
        verifyPasswordRequest: { currentPassword: DEMO_PASSWORD },
      });
      await refused(
        t.pro.main.portal.disableMfa({ disableMfaRequest: { verificationToken: verified.verificationToken } }),
        409,
        10115,
      );

      // The next sign-in asks for a code of the enrolled authenticator, not for a new enrolment.
      const next = anonymous(sb.baseUrl);
      const second = await next.pro.auth.auth.login({
        loginRequest: { environment: 'Demo', username: 'alice', password: DEMO_PASSWORD },
      });
      expect(second.mfa_required).toBe(true);
      expect(second.mfa_enrolment_required).toBeUndefined();
      await next.pro.auth.auth.verifyLoginMfa({
        totpMfaRequest: { verification_token: second.verification_token!, mfa_code: code },
      });
      expect((await next.pro.main.users.getCurrentUser()).name).toBe('alice');
    });

    it('does not ask anyone to enrol while MFA is optional', async () => {
      const s = anonymous(sb.baseUrl);
      const answer = await s.pro.auth.auth.login({
        loginRequest: { environment: 'Demo', username: 'greg', password: DEMO_PASSWORD },
      });
      expect(answer).toEqual({ mfa_required: false });
    });
  });

  describe("an admin's reset of a user's MFA", () => {
    afterEach(() => setPolicy(admin, MfaPolicy.Optional));

    it('forgets the authenticator: the user enrols again while MFA is required, or signs in with the password alone', async () => {
      await setPolicy(admin, MfaPolicy.Required);
      const { uri } = await enrolAtSignIn(sb, 'paula');
      const reset = () => admin.pro.main.users.resetUserMfa({ environmentName: 'Demo', userName: 'paula' });
      await refused(bob.pro.main.users.resetUserMfa({ environmentName: 'Demo', userName: 'paula' }), 403, 10105);
      await refused(admin.pro.main.users.resetUserMfa({ environmentName: 'Demo', userName: 'nobody' }), 404);
      await refusedWith(
        admin.pro.main.users.resetUserMfa({ environmentName: 'ROOT', userName: 'admin' }),
        403,
        'The administrator account cannot be edited, have its app access managed, or be deleted.',
        10308,
      );
      await reset();
      const again = await enrolAtSignIn(sb, 'paula');
      expect(again.uri).not.toBe(uri);

      await reset();
      await setPolicy(admin, MfaPolicy.Optional);
      const plain = anonymous(sb.baseUrl);
      expect(
        await plain.pro.auth.auth.login({
          loginRequest: { environment: 'Demo', username: 'paula', password: DEMO_PASSWORD },
        }),
      ).toEqual({ mfa_required: false });
    });
  });

  describe("a person's own reset of their MFA", () => {
    afterEach(() => setPolicy(admin, MfaPolicy.Optional));

    it('replaces the authenticator while MFA is required: the old one no longer signs in, the new one does', async () => {
      await admin.pro.main.users.createUser({
        environmentName: 'Demo',
        userCreate: { username: 'rhea', password: DEMO_PASSWORD },
      });
      await setPolicy(admin, MfaPolicy.Required);
      const { session, uri: oldUri } = await enrolAtSignIn(sb, 'rhea');
      const { verificationToken } = await session.pro.main.portal.verifyPassword({
        verifyPasswordRequest: { currentPassword: DEMO_PASSWORD },
      });
      const fresh = await session.pro.main.portal.getMfaQrCode({ token: verificationToken });
      expect(fresh.qrCodeUri).not.toBe(oldUri);
      // A code of the old authenticator does not confirm the new one.
      await refused(
        session.pro.main.portal.enableMfa({
          enableMfaRequest: { verificationToken: fresh.verificationToken, mfaVerificationCode: codeFor(oldUri) },
        }),
        400,
        10103,
      );
      await session.pro.main.portal.enableMfa({
        enableMfaRequest: { verificationToken: fresh.verificationToken, mfaVerificationCode: codeFor(fresh.qrCodeUri) },
      });
      expect(await session.pro.main.portal.getMfaStatus()).toEqual({ isEnabled: true, isRequired: true });

      const signInWith = async (uri: string) => {
        const s = anonymous(sb.baseUrl);
        const first = await s.pro.auth.auth.login({
          loginRequest: { environment: 'Demo', username: 'rhea', password: DEMO_PASSWORD },
        });
        expect(first).toMatchObject({ mfa_required: true });
        expect(first.mfa_enrolment_required).toBeUndefined();
        return s.pro.auth.auth.verifyLoginMfa({
          totpMfaRequest: { verification_token: first.verification_token!, mfa_code: codeFor(uri) },
        });
      };
      await refused(signInWith(oldUri), 401, 10103);
      await signInWith(fresh.qrCodeUri);
    });
  });

  describe('sign-in protection', () => {
    it('slows down the answers to repeated failures', async () => {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const answer = await loginFrom(sb, '127.0.0.1', 'ada', WRONG);
        expect(answer.status).toBe(401);
        times.push(answer.ms);
      }
      expect(times[3]).toBeGreaterThanOrEqual(380);
      expect(times[4]).toBeGreaterThanOrEqual(780);
      expect((await loginFrom(sb, '127.0.0.1', 'ada', DEMO_PASSWORD)).status).toBe(429);
    });

    it('blocks one person from one address without blocking another person there or the same person elsewhere', async () => {
      for (let i = 0; i < 5; i++) expect((await loginFrom(sb, '127.0.0.1', 'bob', WRONG)).status).toBe(401);
      const blocked = await loginFrom(sb, '127.0.0.1', 'bob', DEMO_PASSWORD);
      expectErrorAnswer(blocked, 429);
      expect(blocked.body.message).toMatch(BLOCKED);
      expect(Number(blocked.retryAfter)).toBeGreaterThan(0);
      expect((await loginFrom(sb, '127.0.0.1', 'alice', DEMO_PASSWORD)).status).toBe(200);
      expect((await loginFrom(sb, '127.0.0.2', 'bob', DEMO_PASSWORD)).status).toBe(200);
    });

    it('lifts a block by itself, and a repeated block lasts longer', async () => {
      const failFiveTimes = async () => {
        for (let i = 0; i < 5; i++) expect((await loginFrom(sb, '127.0.0.3', 'greg', WRONG)).status).toBe(401);
      };
      await failFiveTimes();
      const first = await loginFrom(sb, '127.0.0.3', 'greg', DEMO_PASSWORD);
      expect(first.status).toBe(429);
      const firstSeconds = Number(BLOCKED.exec(first.body.message ?? '')?.[1]);
      expect(firstSeconds).toBeLessThanOrEqual(2);
      await new Promise((r) => setTimeout(r, 2_100));
      expect((await loginFrom(sb, '127.0.0.3', 'greg', DEMO_PASSWORD)).status).toBe(200);
      await failFiveTimes();
      const second = await loginFrom(sb, '127.0.0.3', 'greg', DEMO_PASSWORD);
      expect(second.status).toBe(429);
      expect(Number(BLOCKED.exec(second.body.message ?? '')?.[1])).toBeGreaterThan(2);
      expect(Number(second.retryAfter)).toBeGreaterThan(2);
    });
  });
});
