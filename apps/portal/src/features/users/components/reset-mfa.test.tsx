import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockOperation } from '@pro-portal/sdk/testing';
import { renderUsersPage } from '../testing/render-users';
import { failure } from '../testing/fake-account';
import { failing } from '../testing/account-handlers';
import { openTab, type TestUser } from '../testing/helpers';

jest.setTimeout(60_000);

const DEMO = '/users?environment=Demo';
const RESET_BOB = 'POST /pro-api/v2/environments/Demo/users/bob/reset-mfa';
/** The platform answers an admin's reset with no content. */
const resetAnswered = mockOperation('main', 'resetUserMfa', () => ({ status: 204 }));

async function openResetMfa(user: TestUser, name: string) {
  await openTab(user, 'Users');
  const table = await screen.findByRole('table');
  const row = (await within(table).findByRole('cell', { name })).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: `Actions for user ${name}` }));
  return screen.findByRole('menuitem', { name: 'Reset MFA' });
}

describe("the Users tab's Reset MFA", () => {
  it('asks first, then resets the user’s MFA through the SDK and says so', async () => {
    const user = userEvent.setup();
    const { changes } = renderUsersPage({ path: DEMO, failures: [resetAnswered] });
    const item = await openResetMfa(user, 'bob');
    expect(item).not.toHaveAttribute('aria-disabled', 'true');
    await user.click(item);
    const confirm = await screen.findByRole('dialog', { name: 'Reset MFA' });
    expect(confirm).toHaveTextContent(
      'Reset the MFA of user bob? Their authenticator app no longer works for signing in; they sign in with their password alone, or set up MFA again at their next sign-in when it is required.',
    );
    expect(changes()).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Reset MFA' }));
    expect(await screen.findByText('The MFA of user bob was reset.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes()).toEqual([RESET_BOB]);
  });

  it('sends nothing when the question is cancelled', async () => {
    const user = userEvent.setup();
    const { changes } = renderUsersPage({ path: DEMO, failures: [resetAnswered] });
    await user.click(await openResetMfa(user, 'bob'));
    const confirm = await screen.findByRole('dialog', { name: 'Reset MFA' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes()).toEqual([]);
  });

  it("shows the server's reason when the reset is refused", async () => {
    const user = userEvent.setup();
    const { changes } = renderUsersPage({
      path: DEMO,
      failures: [
        failing(
          'resetUserMfa',
          { environmentName: 'Demo', userName: 'bob' },
          failure(403, 'Only administrators may reset MFA.', 10105),
        ),
      ],
    });
    await user.click(await openResetMfa(user, 'bob'));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Reset MFA' })).getByRole('button', { name: 'Reset MFA' }),
    );
    expect(
      await screen.findByText(/Could not reset the MFA of user bob\.\s+Only administrators may reset MFA\./),
    ).toBeInTheDocument();
    expect(screen.queryByText('The MFA of user bob was reset.')).not.toBeInTheDocument();
    expect(changes()).toEqual([RESET_BOB]);
  });

  it('is offered to administrators only: a group admin sees it disabled, saying why, and it sends nothing', async () => {
    const user = userEvent.setup();
    const { changes } = renderUsersPage({
      path: DEMO,
      user: { name: 'greg', environmentName: 'Demo', isAdmin: false, isGroupAdmin: true },
      failures: [resetAnswered],
    });
    const item = await openResetMfa(user, 'bob');
    expect(item).toHaveAttribute('aria-disabled', 'true');
    expect(item).toHaveAccessibleDescription('Only administrators can reset a user’s MFA.');
    await user.click(item);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(changes()).toEqual([]);
  });
});
