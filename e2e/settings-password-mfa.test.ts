import type { Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { startSandboxAndBrowser, screenshot } from './harness';
import { DEMO_PASSWORD } from './sandbox';
import { openUserMenu, signIn, submitLogin } from './portal';

const e2e = startSandboxAndBrowser({ testTimeoutMs: 240_000 });

async function openUserSettings(page: Page, username: string) {
  const menu = await openUserMenu(page, username);
  await menu.getByRole('menuitem', { name: 'User settings' }).click();
  await page.getByRole('heading', { name: 'User settings' }).waitFor();
}

/** Signs out from the user menu; the login page keeps the current page as returnTo. */
async function signOut(page: Page, username: string) {
  const menu = await openUserMenu(page, username);
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Login' }).waitFor();
}

async function verifyPassword(page: Page, password: string, submit: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Current password').fill(password);
  await dialog.getByRole('button', { name: submit }).click();
}

describe('password and MFA of the signed-in user', () => {
  it('changes the password; the new one signs in and the old one no longer does', async () => {
    const { page, context, pageErrors } = await e2e.openPage();
    const newPassword = 'Changed#Passw0rd';
    await signIn(page, { environment: 'Demo', username: 'alice', password: DEMO_PASSWORD });
    await openUserSettings(page, 'alice');
    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel('Current password').fill(DEMO_PASSWORD);
    await dialog.getByLabel(/^New password/).fill('tooweak');
    await dialog.getByText('Password must be at least 12 characters long', { exact: false }).waitFor();
    await dialog.getByLabel(/^New password/).fill(newPassword);
    await dialog.getByLabel(/^Confirm new password/).fill(newPassword);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password was changed.').waitFor();
    await signOut(page, 'alice');

    await submitLogin(page, { environment: 'Demo', username: 'alice', password: DEMO_PASSWORD });
    await page.getByRole('list', { name: 'Login failures' }).waitFor();
    await page.getByLabel('Password').fill(newPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { name: 'User settings' }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('enables MFA from the shown secret, signs in with a code, then disables it', async () => {
    const { page, context, pageErrors } = await e2e.openPage();
    await signIn(page, { environment: 'Demo', username: 'paula', password: DEMO_PASSWORD });
    await openUserSettings(page, 'paula');
    await page.getByText('Multi-factor authentication:').getByText('Disabled').waitFor();
    await page.getByRole('button', { name: 'Enable MFA' }).click();
    await verifyPassword(page, DEMO_PASSWORD, 'Continue');
    const dialog = page.getByRole('dialog', { name: 'Enable multi-factor authentication' });
    const qr = dialog.getByRole('img', { name: 'QR code for your authenticator app' });
    await qr.waitFor();
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const secret = (await dialog.getByTestId('mfa-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    await screenshot(page, 'settings-enable-mfa');
    const totp = new TOTP({ secret: Secret.fromBase32(secret) });
    await dialog.getByLabel('Verification code').fill(totp.generate());
    await dialog.getByRole('button', { name: 'Enable MFA' }).click();
    await page.getByText('Multi-factor authentication was enabled.').waitFor();
    await page.getByText('Multi-factor authentication:').getByText('Enabled').waitFor();
    await signOut(page, 'paula');

    await submitLogin(page, { environment: 'Demo', username: 'paula', password: DEMO_PASSWORD });
    const code = page.getByLabel('Verification code');
    await code.waitFor();
    await code.fill(totp.generate());
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'User settings' }).waitFor();
    await page.getByRole('button', { name: 'Disable MFA' }).click();
    await verifyPassword(page, DEMO_PASSWORD, 'Disable MFA');
    await page.getByText('Multi-factor authentication was disabled.').waitFor();
    await signOut(page, 'paula');
    await signIn(page, { environment: 'Demo', username: 'paula', password: DEMO_PASSWORD });
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
