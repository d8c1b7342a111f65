import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockOperation } from '@pro-portal/sdk/testing';
import { renderApp } from '../../testing/render-app';
import { apiError } from '../../testing/mock-api';
import { admin, configurationRoutes } from './testing/routes';
import { MFA_POLICY_TEXTS } from './lib/mfa-policy-texts';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

describe('Account settings: MFA policy', () => {
  it('shows the account’s policy and saves "Required for everyone"', async () => {
    const { calls } = renderApp({
      path: '/configuration/account_settings',
      user: admin,
      routes: configurationRoutes([mockOperation('main', 'updateMfaSettings', ({ body }) => ({ status: 200, body }))]),
    });
    const optional = await screen.findByRole('radio', { name: MFA_POLICY_TEXTS.optional });
    expect(optional).toBeChecked();
    const save = screen.getByRole('button', { name: MFA_POLICY_TEXTS.save });
    expect(save).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: MFA_POLICY_TEXTS.required }));
    expect(screen.getByText(MFA_POLICY_TEXTS.requiredHint)).toBeInTheDocument();
    await userEvent.click(save);
    expect(await screen.findByText(MFA_POLICY_TEXTS.saved)).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/customization/mfa-settings') && c.method === 'POST')?.body).toEqual({
      mfaPolicy: 'required',
    });
    expect(screen.getByRole('button', { name: MFA_POLICY_TEXTS.save })).toBeDisabled();
  });

  it('names the failure with the server’s message when saving fails', async () => {
    renderApp({
      path: '/configuration/account_settings',
      user: admin,
      routes: configurationRoutes([
        mockOperation('main', 'updateMfaSettings', apiError(403, 'You are not allowed to do this.')),
      ]),
    });
    await userEvent.click(await screen.findByRole('radio', { name: MFA_POLICY_TEXTS.required }));
    await userEvent.click(screen.getByRole('button', { name: MFA_POLICY_TEXTS.save }));
    expect(await screen.findByText(/An error occurred while updating the MFA policy/)).toBeInTheDocument();
    expect(screen.getByText(/You are not allowed to do this\./)).toBeInTheDocument();
  });
});
