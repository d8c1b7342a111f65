import type { Page } from 'playwright-core';
import { MFA_POLICY_TEXTS } from '../apps/portal/src/features/configuration/lib/mfa-policy-texts';
import { MFA_ENROLMENT_TEXTS } from '../apps/portal/src/features/auth/lib/mfa-enrolment-texts';
import { RESET_MFA_TEXTS } from '../apps/portal/src/features/users/lib/reset-mfa-texts';
import { startSandboxAndBrowser, type OpenPage } from './harness';
import { DEMO_PASSWORD } from './sandbox';
import { everyViolation, signIn, submitLogin } from './portal';
import { totpCode } from './pro-api';

const e2e = startSandboxAndBrowser({ testTimeoutMs: 300_000 });
let admin: OpenPage;

beforeAll(async () => {
  admin = await e2e.openPage();
  await signIn(admin.page, { environment: 'ROOT', username: 'admin', password: e2e.sandbox.adminPassword });
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
});
