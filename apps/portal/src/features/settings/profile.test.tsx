import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { validationMessages } from '@pro-portal/rules';
import { renderApp } from '../../testing/render-app';
import { mockOperation } from '@pro-portal/sdk/testing';
import { apiError } from '../../testing/mock-api';
import { allowSlowRenders, nativeUser, replaceText, settingsRoutes } from './testing/routes';
import { PROFILE_SAVED } from './components/profile-form';

const m = validationMessages.profile;

allowSlowRenders();

describe('the profile block of user settings', () => {
  it('shows username, full name and email of the current user', async () => {
    renderApp({ path: '/user-settings', routes: settingsRoutes() });
    expect(await screen.findByLabelText('Full name')).toHaveValue('Alice Adams');
    expect(screen.getByLabelText('Username')).toHaveValue('alice');
    expect(screen.getByLabelText('Email')).toHaveValue('alice@example.com');
    expect(screen.getByLabelText('Full name')).toBeEnabled();
  });

  it('takes the current user that boot or sign-in brought instead of asking for it again', async () => {
    const { calls } = renderApp({
      path: '/user-settings',
      user: { account: { ...nativeUser, fullName: 'Alice From Boot' } },
      routes: settingsRoutes(),
    });
    expect(await screen.findByLabelText('Full name')).toHaveValue('Alice From Boot');
    expect(await screen.findByRole('heading', { name: 'API keys' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith('/users/current'))).toEqual([]);
  });

  it('rejects a full name over 40 characters and an invalid email, and blocks saving', async () => {
    renderApp({ path: '/user-settings', routes: settingsRoutes() });
    const fullName = await screen.findByLabelText('Full name');
    await replaceText(userEvent, fullName, 'x'.repeat(41));
    expect(await screen.findByText(m.fullNameTooLong)).toBeInTheDocument();
    await replaceText(userEvent, fullName, 'x'.repeat(40));
    await waitFor(() => expect(screen.queryByText(m.fullNameTooLong)).not.toBeInTheDocument());
    const email = screen.getByLabelText('Email');
    await replaceText(userEvent, email, 'not-an-email');
    expect(await screen.findByText(m.emailInvalid)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save profile' })).toBeDisabled();
  });

  it('saves full name and email through the own user and confirms', async () => {
    const { calls } = renderApp({
      path: '/user-settings',
      routes: settingsRoutes([
        mockOperation('main', 'updateUser', ({ params }) =>
          params.environmentName === 'Sales' && params.userName === 'alice' ? { status: 200 } : { status: 404 },
        ),
      ]),
    });
    const fullName = await screen.findByLabelText('Full name');
    await replaceText(userEvent, fullName, 'Alice B. Adams');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(PROFILE_SAVED)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      fullname: 'Alice B. Adams',
      email: 'alice@example.com',
    });
  });

  it('shows the server error when saving fails', async () => {
    renderApp({
      path: '/user-settings',
      routes: settingsRoutes([mockOperation('main', 'updateUser', apiError(400, 'Email taken.'))]),
    });
    const email = await screen.findByLabelText('Email');
    await replaceText(userEvent, email, 'a@b.co');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Email taken.')).toBeInTheDocument();
  });

  it('disables the full name and hides the security block for a SAML-linked environment', async () => {
    renderApp({
      path: '/user-settings',
      routes: settingsRoutes([
        mockOperation('main', 'getCurrentUser', {
          status: 200,
          body: { ...nativeUser, samlMetadataUrl: 'https://idp.test/metadata' },
        }),
      ]),
    });
    expect(await screen.findByLabelText('Full name')).toBeDisabled();
    expect(screen.getByLabelText('Email')).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'API keys' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Security' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change password' })).not.toBeInTheDocument();
  });

  it('shows the error of the current-user call with a retry', async () => {
    let fail = true;
    renderApp({
      path: '/user-settings',
      routes: settingsRoutes([
        mockOperation('main', 'getCurrentUser', () =>
          fail ? apiError(500, 'Boom.') : { status: 200, body: nativeUser },
        ),
      ]),
    });
    expect(await screen.findByText('Boom.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Full name')).toHaveValue('Alice Adams');
  });
});
