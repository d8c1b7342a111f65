import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUsersPage, renderWithFailedRead } from '../testing/render-users';
import { demoAccount, failure } from '../testing/fake-account';
import { failing } from '../testing/account-handlers';
import { choose, expectRejected, fill, openTab, type TestUser } from '../testing/helpers';

jest.setTimeout(60_000);

const DEMO = '/users?environment=Demo';

const row = async (name: string) => {
  const table = await screen.findByRole('table');
  const cell = await within(table).findByRole('cell', { name });
  return cell.closest('tr') as HTMLElement;
};

/** Picks a role in the row's selector and confirms the change. */
async function setRole(user: TestUser, name: string, role: string) {
  await choose(user, `Global role of ${name}`, role, await row(name));
  const confirm = await screen.findByRole('dialog', { name: 'Change role' });
  expect(confirm).toHaveTextContent(new RegExp(`Change the global role of ${name} from .+ to ${role}\\?`));
  await user.click(within(confirm).getByRole('button', { name: 'Change role' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

async function rowAction(user: TestUser, name: string, action: string) {
  await user.click(within(await row(name)).getByRole('button', { name: `Actions for user ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

/** Opens the Users tab at `path` and hovers the disabled role selector of `name`; returns its tooltip. */
async function hoverLockedRole(user: TestUser, path: string, name: string) {
  const view = renderUsersPage({ path });
  await openTab(user, 'Users');
  const role = within(await row(name)).getByRole('combobox', { name: `Global role of ${name}` });
  expect(role).toHaveAttribute('aria-disabled', 'true');
  await user.hover(role.closest('span') as HTMLElement);
  return { ...view, role, tooltip: await screen.findByRole('tooltip') };
}

describe('users tab', () => {
  it('shows Username, groups as tags with +n and the All Groups tooltip, and the global role', async () => {
    const user = userEvent.setup();
    renderUsersPage({ path: DEMO });
    await openTab(user, 'Users');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Username', 'Groups', 'Global Role', 'Actions']);
    const alice = await row('alice');
    expect(within(alice).getByText('Planners')).toBeInTheDocument();
    expect(within(alice).getByText('NamedUsers')).toBeInTheDocument();
    expect(within(alice).queryByText(/^\+\d/)).not.toBeInTheDocument();
    expect(within(alice).getByRole('combobox', { name: 'Global role of alice' })).toHaveTextContent('User');
    expect(within(await row('paula')).getByRole('combobox', { name: 'Global role of paula' })).toHaveTextContent(
      'App publisher',
    );
    const many = await row('many');
    const more = within(many).getByText('+1');
    await user.hover(more);
    const tooltip = await screen.findByRole('tooltip');
    expect(within(tooltip).getByText('All Groups')).toBeInTheDocument();
    expect(within(tooltip).getByText('AppPublishers')).toBeInTheDocument();
  });

  it('says why the users could not be read, and Retry reads them again', async () => {
    const { user, heal } = renderWithFailedRead(DEMO, 'listUsers', 'Demo');
    await user.click(await screen.findByRole('tab', { name: 'Users' }));
    const alert = await within(await screen.findByRole('tabpanel')).findByRole('alert');
    expect(alert).toHaveTextContent('Database down');
    heal();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await row('alice')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Users (5)' })).toBeInTheDocument();
  });

  it("changes roles by joining the new role's group and leaving the old role's", async () => {
    const user = userEvent.setup();
    const { changes, calls } = renderUsersPage({ path: DEMO });
    await openTab(user, 'Users');
    const base = '/pro-api/v2/environments/Demo/groups';
    await setRole(user, 'bob', 'App publisher');
    await waitFor(() => expect(changes()).toEqual([`POST ${base}/AppPublishers/users/bob`]));
    calls.length = 0;
    await setRole(user, 'paula', 'Admin');
    await waitFor(() =>
      expect(changes()).toEqual([`POST ${base}/admin/users/paula`, `DELETE ${base}/AppPublishers/users/paula`]),
    );
    await waitFor(async () => expect(within(await row('paula')).getByRole('combobox')).toHaveTextContent('Admin'));
    calls.length = 0;
    await setRole(user, 'paula', 'App publisher');
    await waitFor(() =>
      expect(changes()).toEqual([`POST ${base}/AppPublishers/users/paula`, `DELETE ${base}/admin/users/paula`]),
    );
    calls.length = 0;
    await setRole(user, 'bob', 'User');
    await waitFor(() => expect(changes()).toEqual([`DELETE ${base}/AppPublishers/users/bob`]));
    calls.length = 0;
    await setRole(user, 'alice', 'Admin');
    await waitFor(() => expect(changes()).toEqual([`POST ${base}/admin/users/alice`]));
  }, 180_000);

  it("says 'Could not assign the role {role} to user {name}:' with the reason when the server refuses", async () => {
    const user = userEvent.setup();
    renderUsersPage({
      path: DEMO,
      failures: [
        failing(
          'addUserToGroup',
          { environmentName: 'Demo', groupName: 'admin', userId: 'bob' },
          failure(403, 'Only administrators may grant it.', 10105),
        ),
      ],
    });
    await openTab(user, 'Users');
    await setRole(user, 'bob', 'Admin');
    expect(
      await screen.findByText(/Could not assign the role Admin to user bob:\s+Only administrators may grant it\./),
    ).toBeInTheDocument();
  });

  it('keeps a user in no regular group at Admin: the selector is disabled and says why', async () => {
    const user = userEvent.setup();
    const { changes, tooltip } = await hoverLockedRole(user, DEMO, 'ada');
    expect(tooltip).toHaveTextContent(
      'User is not part of any regular group and can only stay at, or be promoted to Administrator',
    );
    expect(changes()).toEqual([]);
  });

  it('protects the administrator account: role selector, Edit, App access and Delete disabled, saying why', async () => {
    const user = userEvent.setup();
    const { changes, role, tooltip } = await hoverLockedRole(user, '/users?environment=ROOT', 'admin');
    expect(tooltip).toHaveTextContent('The Administrator role is restricted and cannot be changed to a lower level');
    await user.unhover(role.closest('span') as HTMLElement);
    await user.click(within(await row('admin')).getByRole('button', { name: 'Actions for user admin' }));
    // Reset MFA too: nobody else edits the administrator account.
    for (const action of ['Edit', 'App access', 'Reset MFA', 'Delete']) {
      const item = await screen.findByRole('menuitem', { name: action });
      expect(item).toHaveAttribute('aria-disabled', 'true');
      expect(item).toHaveAccessibleDescription(
        'The administrator account cannot be edited, have its app access managed, or be deleted.',
      );
      await user.click(item);
    }
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(changes()).toEqual([]);
  });

  it('shows the apps a user can open and through which group; direct access is removable', async () => {
    const user = userEvent.setup();
    const account = demoAccount();
    const entry = { entity: 1, app_id: 1, applied: true, env_name: 'Demo' };
    account.access = [
      {
        ...entry,
        entity_name: 'bob',
        entity_enc: 'user:Demo/bob',
        app_name: 'Router',
        app_version: '2.0',
        deletable: true,
      },
      {
        ...entry,
        entity_name: 'Analysts',
        entity_enc: 'group:Demo/Analysts',
        app_name: 'Planner',
        app_version: '1.0',
        deletable: false,
      },
    ];
    const { changes } = renderUsersPage({ path: DEMO, account });
    await openTab(user, 'Users');
    await rowAction(user, 'bob', 'App access');
    const dialog = await screen.findByRole('dialog', { name: 'App access of bob' });
    expect(await within(dialog).findByText('Router 2.0')).toBeInTheDocument();
    expect(within(dialog).getByText('Direct access')).toBeInTheDocument();
    expect(within(dialog).getByText('Through group Analysts')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Remove access to Planner 1.0 (Through group Analysts)' }),
    ).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Remove access to Router 2.0 (Direct access)' }));
    await waitFor(() => expect(changes()).toEqual(['DELETE /pro-api/v2/portal/app_access/user']));
  });

  it('edits and deletes a user from the row menu', async () => {
    const user = userEvent.setup();
    const { changes } = renderUsersPage({ path: DEMO });
    await openTab(user, 'Users');
    await rowAction(user, 'bob', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit user bob' });
    expect(within(dialog).getByRole('combobox', { name: 'Groups' })).toHaveTextContent('Analysts');
    await fill(user, dialog, 'Email', 'bob@new.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await rowAction(user, 'bob', 'Delete');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'bob' })).not.toBeInTheDocument());
    expect(changes()).toEqual([
      'PATCH /pro-api/v2/environments/Demo/users/bob',
      'DELETE /pro-api/v2/environments/Demo/users/bob',
    ]);
  });
});

async function openCreate(user: TestUser) {
  renderUsersPage({ path: DEMO });
  await openTab(user, 'Users');
  await user.click(await screen.findByRole('button', { name: 'Create user' }));
  return screen.findByRole('dialog', { name: 'New user in Demo' });
}

/** Opens the new-user dialog with username and password filled in, the confirmation `confirm`. */
async function openCreateFilled(user: TestUser, username: string, confirm = 'Str0ng!Passw0rd') {
  const dialog = await openCreate(user);
  await fill(user, dialog, 'Username', username);
  await fill(user, dialog, 'Password', 'Str0ng!Passw0rd');
  await fill(user, dialog, 'Confirm password', confirm);
  return dialog;
}

describe('user dialog', () => {
  it.each([
    ['Username', '', 'Username is required.'],
    ['Username', 'u'.repeat(26), "The 'Username' cannot be longer than 25 characters."],
    ['Username', 'Admin', 'Reserved username. Please choose a different one.'],
    ['Username', 'ALICE', 'User with this name already exists'],
    ['Full name', 'f'.repeat(41), "The 'Full name' cannot be longer than 40 characters."],
    ['Email', 'not-an-email', 'Email address is invalid.'],
    ['Password', '', 'Password is required.'],
    [
      'Password',
      'short',
      'Password must be at least 12 characters long, contain at least one lowercase letter, one uppercase letter, one number, and one special character.',
    ],
    ['Confirm password', '', 'Please confirm your password'],
  ])('%s %p is rejected with %p', async (label, value, message) => {
    const user = userEvent.setup();
    await expectRejected(user, await openCreate(user), label, value, message);
  });

  it("requires matching passwords and, for role 'user' outside a group, at least one group", async () => {
    const user = userEvent.setup();
    const dialog = await openCreateFilled(user, 'carol', 'Str0ng!Passw0rd!');
    await user.tab();
    expect(await within(dialog).findByText('Passwords must match')).toBeInTheDocument();
    await fill(user, dialog, 'Confirm password', 'Str0ng!Passw0rd');
    // The untouched Groups field shows no error; the disabled Save says why.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Save' }).parentElement).toHaveAttribute(
        'title',
        'A user must be part of at least one group',
      ),
    );
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await choose(user, 'Global role', 'Admin', dialog);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(within(dialog).getByText('Administrators are global portal administrators.')).toBeInTheDocument();
    await choose(user, 'Global role', 'User', dialog);
    await choose(user, 'Groups', 'Analysts', dialog);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
  });

  it('creates a user in the chosen groups with the chosen global role', async () => {
    const user = userEvent.setup();
    const dialog = await openCreateFilled(user, ' carol ');
    await choose(user, 'Groups', 'Planners', dialog);
    await user.keyboard('{Escape}');
    await choose(user, 'Global role', 'App publisher', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await row('carol')).toBeInTheDocument();
    expect(within(await row('carol')).getByRole('combobox')).toHaveTextContent('App publisher');
  });
});

describe('account-wide users and groups', () => {
  it('when the account-wide lists fail, reads each environment: says which failed with the long message, and still shows the others', async () => {
    renderUsersPage({
      path: DEMO,
      failures: [
        failing('listAllUsers', {}, failure(500, 'boom')),
        failing('listAllGroups', {}, failure(503, 'unavailable')),
        failing('listUsers', { environmentName: 'SSO' }, failure(500, 'boom')),
        failing('listGroups', { environmentName: 'SSO' }, failure(500, 'boom')),
      ],
    });
    expect(
      await screen.findByText(
        'Failed to retrieve users for environment SSO. Those users will be missing from all overviews and lists. Please refresh the page and contact support if the issue persists.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Failed to retrieve groups for environment SSO. Those groups will be missing from all overviews and lists. Please refresh the page and contact support if the issue persists.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Users (5)' })).toBeInTheDocument();
  });
});

describe('who may open the page', () => {
  it('group admins use the page like admins', async () => {
    renderUsersPage({
      path: DEMO,
      user: { name: 'greg', environmentName: 'Demo', isAdmin: false, isGroupAdmin: true },
    });
    expect(await screen.findByRole('tab', { name: 'Groups (7)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New environment' })).toBeInTheDocument();
  });

  it("offers group admins 'Explain access' only for users of their own environment, saying why", async () => {
    const user = userEvent.setup();
    const greg = { name: 'greg', environmentName: 'Demo', isAdmin: false, isGroupAdmin: true };
    renderUsersPage({ path: '/users?environment=ROOT', user: greg });
    await openTab(user, 'Users');
    await user.click(within(await row('admin')).getByRole('button', { name: 'Actions for user admin' }));
    const item = await screen.findByRole('menuitem', { name: 'Explain access' });
    expect(item).toHaveAttribute('aria-disabled', 'true');
    expect(item).toHaveAccessibleDescription(
      'Group administrators and app publishers can explain app access only in their own environment.',
    );
    await user.click(item);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('other users are sent to the applications list', async () => {
    const { history } = renderUsersPage({
      path: DEMO,
      user: { name: 'alice', environmentName: 'Demo', isAdmin: false, isAppPublisher: true },
    });
    await waitFor(() => expect(history.location.pathname).toBe('/applications'));
  });
});
