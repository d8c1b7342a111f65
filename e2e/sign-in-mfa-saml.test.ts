import type { Page } from 'playwright-core';
import { startSandboxAndBrowser } from './harness';
import { DEMO_PASSWORD } from './sandbox';
import { chooseEnvironment, navigationLabels, openUserMenu, signedInClientFor, submitLogin } from './portal';
import { enableMfa, keepOneSamlEnvironment, totpCode } from './pro-api';

const e2e = startSandboxAndBrowser();
/** What the sandbox answers for a wrong TOTP code (apps/sandbox/src/routes/auth/auth.ts, verifyLoginMfa). */
const WRONG_MFA_CODE = 'The verification code is not correct. Please try again.';

/** Signs in as `user` at the sandbox's development identity provider and expects to land on `landing`, signed in. */
async function signInAtDevIdp(page: Page, user: string, landing: RegExp): Promise<void> {
  await page.waitForURL(/\/dev-idp\/login/);
  await page.getByLabel('Existing user').selectOption(user);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(landing);
  await openUserMenu(page, user);
}

describe('sign-in with MFA and SAML', () => {
  it('asks for the code of a user with MFA, rejects a bad one, and signs in with the right one', async () => {
    const bob = await signedInClientFor(e2e.sandbox.origin, 'Demo', 'bob', DEMO_PASSWORD);
    const otpauth = await enableMfa(bob, DEMO_PASSWORD);
    const { page, context } = await e2e.openPage();
    await page.goto('login');
    await submitLogin(page, { environment: 'Demo', username: 'bob', password: DEMO_PASSWORD });
    const code = page.getByLabel('Verification code');
    await code.fill('12ab');
    await page.getByText('Please enter a valid numeric verification code.').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await submitLogin(page, { environment: 'Demo', username: 'bob', password: DEMO_PASSWORD });
    const wrong = String((Number(totpCode(otpauth)) + 1) % 1_000_000).padStart(6, '0');
    await code.fill(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    const mfaFailure = page.getByRole('alert').filter({ hasText: WRONG_MFA_CODE });
    await mfaFailure.waitFor();
    expect(await mfaFailure.getByRole('listitem').allTextContents()).toEqual([WRONG_MFA_CODE]);
    await code.fill(totpCode(otpauth));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'Applications' }).waitFor();
    expect(await navigationLabels(page)).toEqual(['Apps', 'Sessions', 'Stats']);
    await context.close();
  });

  it('signs in through the development SAML identity provider with the credentials disabled', async () => {
    const { page, context } = await e2e.openPage();
    await page.goto(`login?returnTo=${encodeURIComponent('/sessions/solver')}`);
    await chooseEnvironment(page, 'CorporateSSO');
    expect(await page.getByLabel('Username').isDisabled()).toBe(true);
    expect(await page.getByLabel('Password').isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Login' }).click();
    await signInAtDevIdp(page, 'sam', /\/sessions\/solver$/);
    await context.close();
  });

  it('sends a signed-out visitor straight to single sign-on when exactly one environment uses SAML', async () => {
    await keepOneSamlEnvironment(
      await signedInClientFor(e2e.sandbox.origin, 'ROOT', 'admin', e2e.sandbox.adminPassword),
      'CorporateSSO',
    );
    const { page, context } = await e2e.openPage();
    await page.goto('sessions/task');
    await signInAtDevIdp(page, 'sara', /\/sessions\/task$/);
    await context.close();
  });
});
