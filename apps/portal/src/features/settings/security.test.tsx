import { MFA_REQUIRED_BY_ADMIN } from './components/security-section';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WRONG_PASSWORD_ERROR_CODE, validationMessages } from '@pro-portal/rules';
import { errorMessages } from '../../shared/texts/error-messages';
import { successMessages } from '../../shared/texts/success-messages';
import { renderApp } from '../../testing/render-app';
import { mockOperation } from '@pro-portal/sdk/testing';
import type { HttpHandler } from 'msw';
import { apiError } from '../../testing/mock-api';
import { allowSlowRenders, replaceText, settingsRoutes } from './testing/routes';

allowSlowRenders();

const m = validationMessages.changePassword;
const SERVER_RULES = {
  rulesRegex: '^(?=.*[A-Z])(?=.*\\d).{12,}$',
  rulesText: 'Use 12+ characters with a capital and a digit.',
};
const OTP_URI = 'otpauth://totp/PRO:alice?secret=JBSWY3DPEHPK3PXP&issuer=PRO';

async function openDialog(button: string) {
  await userEvent.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog');
}

describe('the security block: change password', () => {
  it('checks the new password against the server rules with the server text, and the confirmation', async () => {
    renderApp({
      path: '/user-settings',
      routes: settingsRoutes([mockOperation('main', 'getPasswordRules', { status: 200, body: SERVER_RULES })]),
    });
    const dialog = await openDialog('Change password');
    const submit = within(dialog).getByRole('button', { name: 'Change password' });
    expect(submit).toBeDisabled();
    await userEvent.click(within(dialog).getByLabelText(/^Current password/));
    await userEvent.click(within(dialog).getByLabelText(/^New password/));
    await userEvent.click(within(dialog).getByLabelText(/^Confirm new password/));
    await userEvent.tab();
    expect(await within(dialog).findByText(m.currentPasswordRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(m.newPasswordRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(m.confirmPasswordRequired)).toBeInTheDocument();
    await replaceText(userEvent, within(dialog).getByLabelText(/^New password/), 'alllowercase12345');
    expect(await within(dialog).findByText(SERVER_RULES.rulesText)).toBeInTheDocument();
    await replaceText(userEvent, within(dialog).getByLabelText(/^New password/), 'Short1A');
    expect(await within(dialog).findByText(SERVER_RULES.rulesText)).toBeInTheDocument();
    await replaceText(userEvent, within(dialog).getByLabelText(/^New password/), 'Longenough1234');
    await waitFor(() => expect(within(dialog).queryByText(SERVER_RULES.rulesText)).not.toBeInTheDocument());
    await replaceText(userEvent, within(dialog).getByLabelText(/^Confirm new password/), 'Longenough1235');
    expect(await within(dialog).findByText(m.passwordsMustMatch)).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it("changes the password and says 'Your password was changed.'", async () => {
    const { calls } = renderApp({
      path: '/user-settings',
      routes: settingsRoutes([mockOperation('main', 'changePassword', { status: 204 })]),
    });
    const dialog = await openDialog('Change password');
    await replaceText(userEvent, within(dialog).getByLabelText(/^Current password/), 'Old#Password123');
    await replaceText(userEvent, within(dialog).getByLabelText(/^New password/), 'New#Password123');
    await replaceText(userEvent, within(dialog).getByLabelText(/^Confirm new password/), 'New#Password123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(successMessages.passwordChanged)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.path.endsWith('/change-password'))?.body).toEqual({
      currentPassword: 'Old#Password123',
      newPassword: 'New#Password123',
    });
  });

  it('shows the fallback text and the server message when the change fails', async () => {
    renderApp({
      path: '/user-settings',
      routes: settingsRoutes([
        mockOperation('main', 'changePassword', apiError(400, 'The current password is not correct.')),
      ]),
    });
    const dialog = await openDialog('Change password');
    await replaceText(userEvent, within(dialog).getByLabelText(/^Current password/), 'Wrong#Password1');
    await replaceText(userEvent, within(dialog).getByLabelText(/^New password/), 'New#Password123');
    await replaceText(userEvent, within(dialog).getByLabelText(/^Confirm new password/), 'New#Password123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    const toast = await screen.findByText(`${errorMessages.changePassword} The current password is not correct.`);
    expect(toast).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('the security block: MFA', () => {
  const mfaRoutes = (extra: HttpHandler[] = []) =>
    settingsRoutes([
      ...extra,
      mockOperation('main', 'verifyPassword', { status: 200, body: { verificationToken: 'tok-1' } }),
      mockOperation('main', 'getMfaQrCode', { status: 200, body: { verificationToken: 'tok-2', qrCodeUri: OTP_URI } }),
      mockOperation('main', 'enableMfa', { status: 204 }),
      mockOperation('main', 'disableMfa', { status: 204 }),
    ]);

  async function passPassword(dialog: HTMLElement, submit = 'Continue') {
    await replaceText(userEvent, within(dialog).getByLabelText(/^Current password/), 'Secret#Password1');
    await userEvent.click(within(dialog).getByRole('button', { name: submit }));
  }

  /** The page with one MFA call failing with `message`: opens Enable MFA and passes the password. */
  async function enableMfaFailing(
    call: 'getMfaQrCode' | 'verifyPassword' | 'enableMfa',
    message: string,
    errorCode?: number,
  ) {
    const answer = apiError(400, message);
    if (errorCode !== undefined) answer.body.errorCode = errorCode;
    renderApp({ path: '/user-settings', routes: mfaRoutes([mockOperation('main', call, answer)]) });
    const dialog = await openDialog('Enable MFA');
    await passPassword(dialog);
    return dialog;
  }

  it('enables MFA: password, QR code image with the readable secret, the code rules, then enabled', async () => {
    let enabled = false;
    const { calls } = renderApp({
      path: '/user-settings',
      routes: mfaRoutes([
        mockOperation('main', 'getMfaStatus', () => ({ status: 200, body: { isEnabled: enabled, isRequired: false } })),
        mockOperation('main', 'enableMfa', () => {
          enabled = true;
          return { status: 204 };
        }),
      ]),
    });
    expect(await screen.findByText('Disabled')).toBeInTheDocument();
    const dialog = await openDialog('Enable MFA');
    await passPassword(dialog);
    const image = await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(within(dialog).getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/get-mfa-qr-code'))).toBeDefined();
    const code = within(dialog).getByLabelText('Verification code');
    const mc = validationMessages.mfaCode;
    for (const [input, message] of [
      ['12a', mc.notNumeric],
      ['1.5', mc.notInteger],
      ['-1', mc.negative],
      ['2147483648', mc.tooLarge],
    ] as const) {
      await replaceText(userEvent, code, input);
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Enable MFA' })).toBeDisabled();
    }
    await replaceText(userEvent, code, '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable MFA' }));
    expect(await screen.findByText(successMessages.mfaEnabled)).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/enable-mfa'))?.body).toEqual({
      verificationToken: 'tok-2',
      mfaVerificationCode: 123456,
    });
    expect(await screen.findByText('Enabled')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Disable MFA' })).toBeInTheDocument();
  });

  it('a QR failure shows the error and closes the dialog', async () => {
    await enableMfaFailing('getMfaQrCode', 'Token expired.');
    expect(await screen.findByText('Token expired.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    ['a wrong password (its own error code)', WRONG_PASSWORD_ERROR_CODE],
    ['any other refusal', undefined],
  ])("%s shows 'An error occured while validating the password.' with the server message", async (_, code) => {
    const dialog = await enableMfaFailing('verifyPassword', 'The current password is not correct.', code);
    expect(
      await screen.findByText(`${errorMessages.validatePassword} The current password is not correct.`),
    ).toBeInTheDocument();
    // A wrong password is named on its field as well.
    const onField = within(dialog).queryByText('The current password is not correct.');
    if (code === undefined) expect(onField).not.toBeInTheDocument();
    else expect(onField).toBeInTheDocument();
  });

  it("a wrong code shows 'An error occured while activating the MFA.' with the server message", async () => {
    const dialog = await enableMfaFailing('enableMfa', 'The verification code is not correct.');
    await replaceText(userEvent, await within(dialog).findByLabelText('Verification code'), '000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable MFA' }));
    expect(
      await screen.findByText(`${errorMessages.activateMfa} The verification code is not correct.`),
    ).toBeInTheDocument();
  });

  it('disables MFA after the password is verified', async () => {
    const { calls } = renderApp({
      path: '/user-settings',
      routes: mfaRoutes([
        mockOperation('main', 'getMfaStatus', { status: 200, body: { isEnabled: true, isRequired: false } }),
      ]),
    });
    expect(await screen.findByText('Enabled')).toBeInTheDocument();
    const dialog = await openDialog('Disable MFA');
    expect(within(dialog).getByRole('button', { name: 'Disable MFA' })).toBeDisabled();
    await passPassword(dialog, 'Disable MFA');
    expect(await screen.findByText(successMessages.mfaDisabled)).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/disable-mfa'))?.body).toEqual({ verificationToken: 'tok-1' });
  });

  it('says MFA is required by the administrator and offers no Disable MFA while it is', async () => {
    renderApp({
      path: '/user-settings',
      routes: mfaRoutes([
        mockOperation('main', 'getMfaStatus', { status: 200, body: { isEnabled: true, isRequired: true } }),
      ]),
    });
    expect(await screen.findByText(MFA_REQUIRED_BY_ADMIN)).toBeInTheDocument();
    expect(screen.getByText('Enabled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable MFA' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeInTheDocument();
  });

  it('offers Reset MFA while MFA is required: password, a new QR code, then a code of the new authenticator', async () => {
    const { calls } = renderApp({
      path: '/user-settings',
      routes: mfaRoutes([
        mockOperation('main', 'getMfaStatus', { status: 200, body: { isEnabled: true, isRequired: true } }),
      ]),
    });
    const dialog = await openDialog('Reset MFA');
    expect(within(dialog).getByRole('heading', { name: 'Reset multi-factor authentication' })).toBeInTheDocument();
    await passPassword(dialog);
    await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' });
    await replaceText(userEvent, within(dialog).getByLabelText('Verification code'), '654321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset MFA' }));
    expect(await screen.findByText(successMessages.mfaReset)).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/enable-mfa'))?.body).toEqual({
      verificationToken: 'tok-2',
      mfaVerificationCode: 654321,
    });
    expect(calls.some((c) => c.path.endsWith('/disable-mfa'))).toBe(false);
  });

  it('offers no Reset MFA while MFA is optional', async () => {
    renderApp({
      path: '/user-settings',
      routes: mfaRoutes([
        mockOperation('main', 'getMfaStatus', { status: 200, body: { isEnabled: true, isRequired: false } }),
      ]),
    });
    expect(await screen.findByRole('button', { name: 'Disable MFA' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset MFA' })).not.toBeInTheDocument();
  });
});
