import type { Page } from 'playwright-core';
import { MFA_POLICY_TEXTS } from '../apps/portal/src/features/configuration/lib/mfa-policy-texts';
import { MFA_ENROLMENT_TEXTS } from '../apps/portal/src/features/auth/lib/mfa-enrolment-texts';
import { successMessages } from '../apps/portal/src/shared/texts/success-messages';
import { RESET_MFA_TEXTS } from '../apps/portal/src/features/users/lib/reset-mfa-texts';
import { startSandboxAndBrowser, type OpenPage } from './harness';
import { DEMO_PASSWORD } from './sandbox';
import { everyViolation, signIn, submitLogin } from './portal';
import { totpCode } from './pro-api';
import { beforeAllValue } from '@pro-portal/test-harness';

// Blocks of failed sign-ins last 3 s here, so the test sees one lift.
const e2e = startSandboxAndBrowser({ testTimeoutMs: 300_000, env: { SIGN_IN_BLOCK_SECONDS: '3' } });
const BLOCKED = /^Too many failed sign-in attempts\. Try again in \d+ seconds\.$/;

const admin = beforeAllValue(async () => {
  const opened = await e2e.openPage();
  await signIn(opened.page, { environment: 'ROOT', username: 'admin', password: e2e.sandbox.adminPassword });
  return opened;
});

/** Signs alice in on a fresh page up to the enrolment step the MFA policy demands; answers the page. */
async function reachEnrolment(): Promise<OpenPage> {
  const alice = await e2e.openPage();
  await alice.page.goto('login');
  await submitLogin(alice.page, { environment: 'Demo', username: 'alice', password: DEMO_PASSWORD });
  await alice.page.getByText(MFA_ENROLMENT_TEXTS.required).waitFor();
  await alice.page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  return alice;
}

/** The code of the authenticator the enrolment step shows (by its readable secret). */
async function codeShown(page: Page): Promise<string> {
  const secret = (await page.getByTestId('mfa-secret').textContent()) ?? '';
  return totpCode(`otpauth://totp/enrolment?secret=${secret}`);
}

describe('account security', () => {
  it('blocks one person after repeated failed sign-ins, says when to try again, lets others in and lifts by itself', async () => {
    const bob = await e2e.openPage();
    const { page } = bob;
    await page.goto('login');
    const attempt = async (password: string) => {
      const answer = page.waitForResponse((r) => r.url().endsWith('/authenticate/pro-login'));
      await submitLogin(page, { environment: 'Demo', username: 'bob', password });
      return (await answer).status();
    };
    for (let i = 0; i < 5; i++) expect(await attempt('Wrong#Password1')).toBe(401);
    // Even the right password is refused while the block lasts, and the person is told why and for how long.
    expect(await attempt(DEMO_PASSWORD)).toBe(429);
    await page.getByRole('list', { name: 'Login failures' }).getByText(BLOCKED).waitFor();
    expect(await everyViolation(page)).toEqual([]);

    // Another person signing in from the same browser is not blocked.
    const ada = await e2e.openPage();
    await signIn(ada.page, { environment: 'Demo', username: 'ada', password: DEMO_PASSWORD });
    await ada.context.close();

    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(await attempt(DEMO_PASSWORD)).toBe(200);
    await page.getByRole('heading', { name: 'Applications' }).waitFor();
    await bob.context.close();
  });

  it('an admin requires MFA for everyone; a person without it enrols at the next sign-in before getting in', async () => {
    const { page } = admin;
    await page.goto('configuration/account_settings');
    await page.getByRole('radio', { name: MFA_POLICY_TEXTS.required }).check();
    await page.getByRole('button', { name: MFA_POLICY_TEXTS.save }).click();
    await page.getByText(MFA_POLICY_TEXTS.saved).waitFor();
    expect(await everyViolation(page)).toEqual([]);

    const alice = await reachEnrolment();
    expect(await everyViolation(alice.page)).toEqual([]);
    // A wrong code keeps her at the enrolment, signed out.
    const right = await codeShown(alice.page);
    await alice.page.getByLabel('Verification code').fill(String((Number(right) + 1) % 1_000_000).padStart(6, '0'));
    await alice.page.getByRole('button', { name: 'Verify' }).click();
    await alice.page.getByRole('alert').filter({ hasText: 'The verification code is not correct.' }).waitFor();
    await alice.page.getByLabel('Verification code').fill(await codeShown(alice.page));
    await alice.page.getByRole('button', { name: 'Verify' }).click();
    await alice.page.getByRole('heading', { name: 'Applications' }).waitFor();
    await alice.context.close();
  });

  it("an admin resets a user's MFA from the user's actions, and the user enrols again", async () => {
    const { page } = admin;
    await page.goto('users');
    await page.getByRole('list', { name: 'Environments' }).getByRole('button', { name: /^Demo/ }).click();
    await page.getByRole('region', { name: 'Environment Demo' }).waitFor();
    await page.getByRole('tab', { name: /^Users \(/ }).click();
    await page.getByRole('button', { name: 'Actions for user alice' }).click();
    await page.getByRole('menuitem', { name: 'Reset MFA' }).click();
    const dialog = page.getByRole('dialog', { name: RESET_MFA_TEXTS.title });
    await dialog.getByText(RESET_MFA_TEXTS.question('alice')).waitFor();
    expect(await everyViolation(page)).toEqual([]);
    await dialog.getByRole('button', { name: RESET_MFA_TEXTS.confirm }).click();
    await page.getByText(RESET_MFA_TEXTS.done('alice')).waitFor();
    expect(await everyViolation(page)).toEqual([]);

    const alice = await reachEnrolment();
    await alice.context.close();
  });

  it('a person moves their own MFA to a new authenticator in User Settings while it is required', async () => {
    const alice = await reachEnrolment();
    const oldSecret = (await alice.page.getByTestId('mfa-secret').textContent()) ?? '';
    await alice.page.getByLabel('Verification code').fill(await codeShown(alice.page));
    await alice.page.getByRole('button', { name: 'Verify' }).click();
    await alice.page.getByRole('heading', { name: 'Applications' }).waitFor();

    const { page } = alice;
    await page.goto('user-settings');
    // Required by the administrator: no Disable MFA, a Reset MFA instead.
    await page.getByRole('button', { name: 'Reset MFA' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset multi-factor authentication' });
    await dialog.getByLabel(/^Current password/).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const newSecret = (await dialog.getByTestId('mfa-secret').textContent()) ?? '';
    expect(newSecret).not.toBe(oldSecret);
    expect(await everyViolation(page)).toEqual([]);
    await dialog.getByLabel('Verification code').fill(await codeShown(page));
    await dialog.getByRole('button', { name: 'Reset MFA' }).click();
    await page.getByText(successMessages.mfaReset).waitFor();
    expect(await page.getByRole('button', { name: 'Disable MFA' }).count()).toBe(0);
    await alice.context.close();

    // The next sign-in takes a code of the new authenticator.
    const next = await e2e.openPage();
    await next.page.goto('login');
    await submitLogin(next.page, { environment: 'Demo', username: 'alice', password: DEMO_PASSWORD });
    await next.page.getByLabel('Verification code').fill(totpCode(`otpauth://totp/new?secret=${newSecret}`));
    await next.page.getByRole('button', { name: 'Verify' }).click();
    await next.page.getByRole('heading', { name: 'Applications' }).waitFor();
    await next.context.close();
  });
});
