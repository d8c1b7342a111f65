import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockOperation } from '@pro-portal/sdk/testing';
import { renderApp } from '../../testing/render-app';
import { apiError } from '../../testing/mock-api';
import { MFA_ENROLMENT_TEXTS } from './lib/mfa-enrolment-texts';

const currentUser = mockOperation('main', 'getCurrentUser', {
  status: 200,
  body: { name: 'alice', isAdmin: false, isAppPublisher: false, isGroupAdmin: false, environment_name: 'ROOT' },
});

const QR = 'otpauth://totp/PRO%20Portal:alice%40Demo?issuer=PRO%20Portal&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1';

const ENROLMENT_REQUIRED = mockOperation('auth', 'login', {
  status: 200,
  body: { mfa_required: true, mfa_enrolment_required: true, verification_token: 'enrol-1', qr_code_uri: QR },
});

async function fillCredentials() {
  await userEvent.type(await screen.findByLabelText('Username'), 'alice');
  await userEvent.type(screen.getByLabelText('Password'), 'Secret#Password1');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

jest.setTimeout(30_000);
describe('the login page under the account’s security rules', () => {
  beforeEach(() => window.localStorage.clear());

  it('asks a person without MFA to enrol when the account requires it, then signs in through the enrolment', async () => {
    const { history, calls } = renderApp({
      path: '/login',
      user: null,
      routes: [
        ENROLMENT_REQUIRED,
        mockOperation('auth', 'enrolLoginMfa', { status: 204 }),
        mockOperation('auth', 'verifyLoginMfa', apiError(401, 'The verification token is invalid.')),
        currentUser,
      ],
    });
    await fillCredentials();
    expect(await screen.findByText(MFA_ENROLMENT_TEXTS.required)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Verification code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(history.location.pathname).toBe('/applications'));
    expect(calls.find((call) => call.path.endsWith('/totp-mfa-enrolment'))?.body).toEqual({
      verification_token: 'enrol-1',
      mfa_code: 123456,
    });
    expect(calls.some((call) => call.path.endsWith('/totp-mfa'))).toBe(false);
  });

  it('keeps a person at the enrolment while the code is wrong', async () => {
    const { history } = renderApp({
      path: '/login',
      user: null,
      routes: [
        ENROLMENT_REQUIRED,
        mockOperation(
          'auth',
          'enrolLoginMfa',
          apiError(401, 'The verification code is not correct. Please try again.'),
        ),
      ],
    });
    await fillCredentials();
    await userEvent.type(await screen.findByLabelText('Verification code'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const failures = await screen.findByRole('alert');
    expect(within(failures).getByText('The verification code is not correct. Please try again.')).toBeInTheDocument();
    expect(screen.getByText(MFA_ENROLMENT_TEXTS.required)).toBeInTheDocument();
    expect(history.location.pathname).toBe('/login');
  });

  it('says what happened and when to try again while sign-in is temporarily blocked', async () => {
    renderApp({
      path: '/login',
      user: null,
      routes: [
        mockOperation('auth', 'login', apiError(429, 'Too many failed sign-in attempts. Try again in 60 seconds.')),
      ],
    });
    await fillCredentials();
    const failures = await screen.findByRole('list', { name: 'Login failures' });
    expect(
      within(failures).getByText('Too many failed sign-in attempts. Try again in 60 seconds.'),
    ).toBeInTheDocument();
  });
});
