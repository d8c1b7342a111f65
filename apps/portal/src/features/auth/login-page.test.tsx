import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../testing/render-app';
import { mockOperation } from '@pro-portal/sdk/testing';
import type { HttpHandler } from 'msw';
import { apiError } from '../../testing/mock-api';

const currentUser = mockOperation('main', 'getCurrentUser', {
  status: 200,
  body: { name: 'alice', isAdmin: false, isAppPublisher: false, isGroupAdmin: false, environment_name: 'Sales' },
});

async function fillCredentials(username: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

const MFA_REQUIRED = mockOperation('auth', 'login', {
  status: 200,
  body: { mfa_required: true, verification_token: 'tok-1' },
});

/** The login page at `path`, signed out, with these answers. */
const renderLogin = (routes: HttpHandler[] = [], path = '/login') => renderApp({ path, user: null, routes });

jest.setTimeout(30_000);
describe('the login page', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the headline, the subtitle and the default environment', async () => {
    renderLogin();
    expect(await screen.findByRole('heading', { name: 'Experience the power of optimization' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Environment' })).toHaveDisplayValue('ROOT');
  });

  it('lists the server message of a wrong password above the form', async () => {
    renderLogin([mockOperation('auth', 'login', apiError(401, 'Invalid username or password.'))]);
    await fillCredentials('alice', 'wrong');
    const failures = await screen.findByRole('list', { name: 'Login failures' });
    expect(within(failures).getByText('Invalid username or password.')).toBeInTheDocument();
  });

  it('signs in and goes to returnTo through login-redirect', async () => {
    const { history, calls } = renderLogin(
      [mockOperation('auth', 'login', { status: 200, body: { mfa_required: false } }), currentUser],
      `/login?returnTo=${encodeURIComponent('/sessions/task')}`,
    );
    await fillCredentials('alice', 'Secret#Password1');
    await waitFor(() => expect(history.location.pathname).toBe('/sessions/task'));
    expect(calls.find((call) => call.path.endsWith('/pro-login'))?.body).toEqual({
      environment: 'ROOT',
      username: 'alice',
      password: 'Secret#Password1',
    });
    expect(window.localStorage.getItem('username')).toBe('alice');
  });

  it('asks for the MFA code when the server requires it, and Cancel returns to the credentials', async () => {
    const { history, calls } = renderLogin([
      MFA_REQUIRED,
      mockOperation('auth', 'verifyLoginMfa', { status: 204 }),
      currentUser,
    ]);
    await fillCredentials('alice', 'Secret#Password1');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await userEvent.type(await screen.findByLabelText('Password'), 'Secret#Password1');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await userEvent.type(await screen.findByLabelText('Verification code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(history.location.pathname).toBe('/applications'));
    expect(calls.find((call) => call.path.endsWith('/totp-mfa'))?.body).toEqual({
      verification_token: 'tok-1',
      mfa_code: 123456,
    });
  });

  it('keeps the environment and username when the MFA step is cancelled, and focuses the password', async () => {
    renderLogin([MFA_REQUIRED]);
    expect(await screen.findByLabelText('Username')).toHaveFocus();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Environment' }), 'Sales');
    await fillCredentials('alice', 'Secret#Password1');
    expect(await screen.findByLabelText('Verification code')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByLabelText('Username')).toHaveValue('alice');
    expect(screen.getByRole('combobox', { name: 'Environment' })).toHaveDisplayValue('Sales');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('preselects the default environment again after a sign-in to another one', async () => {
    const first = renderLogin([
      mockOperation('auth', 'login', { status: 200, body: { mfa_required: false } }),
      currentUser,
    ]);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Environment' }), 'Sales');
    await fillCredentials('alice', 'Secret#Password1');
    await waitFor(() => expect(first.history.location.pathname).not.toBe('/login'));
    first.unmount();
    renderLogin();
    expect(await screen.findByRole('combobox', { name: 'Environment' })).toHaveDisplayValue('ROOT');
  });

  it('lists a wrong MFA code above the code field', async () => {
    renderLogin([
      MFA_REQUIRED,
      mockOperation('auth', 'verifyLoginMfa', apiError(401, 'The verification code is not valid.')),
    ]);
    await fillCredentials('alice', 'Secret#Password1');
    await userEvent.type(await screen.findByLabelText('Verification code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The verification code is not valid.')).toBeInTheDocument();
  });

  it('shows ?message as an error toast and removes it from the address', async () => {
    const { history } = renderLogin([], '/login?returnTo=%2Fusers&message=SAML%20sign-in%20failed');
    expect(await screen.findByText('SAML sign-in failed')).toBeInTheDocument();
    await waitFor(() => expect(history.location.search).toBe('?returnTo=%2Fusers'));
  });
});
