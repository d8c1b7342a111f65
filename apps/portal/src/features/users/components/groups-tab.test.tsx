import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { roleDescriptions } from '../lib/role-descriptions';
import { renderUsersPage, renderWithFailedRead } from '../testing/render-users';
import { demoAccount, failure } from '../testing/fake-account';
import { failing } from '../testing/account-handlers';
import { server } from '../../../testing/mock-api';
import { choose, expandGroup, expectRejected, fill, findGroupSummary, openDialog } from '../testing/helpers';

jest.setTimeout(60_000);

const DEMO = '/users?environment=Demo';

describe('groups tab', () => {
  it('counts groups and users, locks role groups, describes roles, shows everyone and NamedUsers as n / max max', async () => {
    renderUsersPage({ path: DEMO });
    expect(await screen.findByRole('tab', { name: 'Groups (7)' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('tab', { name: 'Users (5)' })).toBeInTheDocument();
    expect(screen.getAllByTitle('Role group')).toHaveLength(3);
    for (const name of ['admin', 'GroupAdmins', 'AppPublishers']) {
      expect(within(await findGroupSummary(name)).getByTitle('Role group')).toBeInTheDocument();
    }
    expect(within(await findGroupSummary('Planners')).queryByTitle('Role group')).not.toBeInTheDocument();
    expect(screen.getByText(roleDescriptions.admin)).toBeInTheDocument();
    expect(screen.getByText(roleDescriptions.groupAdmin)).toBeInTheDocument();
    expect(screen.getByText(roleDescriptions.appPublisher)).toBeInTheDocument();
    expect(within(await findGroupSummary('everyone')).getByTitle('Everyone group')).toBeInTheDocument();
    expect(await findGroupSummary('everyone')).toHaveTextContent('5 users');
    expect(await findGroupSummary('NamedUsers')).toHaveTextContent('2 / 5 max');
  });

  it('says why the groups could not be read, and Retry reads them again', async () => {
    const { user, heal } = renderWithFailedRead(DEMO, 'listGroups', 'Demo');
    const alert = await within(await screen.findByRole('tabpanel')).findByRole('alert');
    expect(alert).toHaveTextContent('Database down');
    expect(screen.getByRole('tab', { name: 'Groups' })).toBeInTheDocument();
    heal();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tab', { name: 'Groups (7)' })).toBeInTheDocument();
    expect(await findGroupSummary('Planners')).toBeInTheDocument();
  });

  it('lists a group’s users and app access, and gives the group access to an app', async () => {
    const user = userEvent.setup();
    const { changes } = renderUsersPage({ path: DEMO });
    const panel = await expandGroup(user, 'Planners');
    const members = await within(panel).findByRole('list', { name: 'Members of Planners' });
    expect(
      within(members)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.MuiListItemText-primary')?.textContent),
    ).toEqual(['alice', 'paula', 'many']);
    expect(await within(panel).findByText('This group has no app access.')).toBeInTheDocument();
    await choose(user, 'App', 'Router 2.0', panel);
    await user.click(within(panel).getByRole('button', { name: 'Give access' }));
    const apps = await within(panel).findByRole('list', { name: 'Apps of Planners' });
    expect(within(apps).getByText('Router 2.0')).toBeInTheDocument();
    expect(changes()).toEqual(['POST /pro-api/v2/portal/app_access/group']);
    await user.click(within(apps).getByRole('button', { name: 'Remove access to Router 2.0' }));
    expect(await within(panel).findByText('This group has no app access.')).toBeInTheDocument();
  });

  it('removes a user from a group after a confirmation, with the success message, but not from their only group', async () => {
    const user = userEvent.setup();
    const { changes } = renderUsersPage({ path: DEMO });
    const analysts = await expandGroup(user, 'Analysts');
    await user.click(await within(analysts).findByRole('button', { name: 'Remove bob from Analysts' }));
    expect(
      await screen.findByText(
        'This user cannot be removed from this group, because it is only part of this group and no other.',
      ),
    ).toBeInTheDocument();
    expect(changes()).toEqual([]);
    const planners = await expandGroup(user, 'Planners');
    // A role group is no regular group: the publisher paula keeps Planners, as the server insists.
    await user.click(await within(planners).findByRole('button', { name: 'Remove paula from Planners' }));
    expect(
      await screen.findAllByText(
        'This user cannot be removed from this group, because it is only part of this group and no other.',
      ),
    ).toHaveLength(2);
    expect(changes()).toEqual([]);
    await user.click(await within(planners).findByRole('button', { name: 'Remove alice from Planners' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove from group' });
    expect(confirm).toHaveTextContent('Remove alice from the Planners group?');
    expect(changes()).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('User alice was successfully removed from the Planners group.')).toBeInTheDocument();
    expect(changes()).toEqual(['DELETE /pro-api/v2/environments/Demo/groups/Planners/users/alice']);
    await waitFor(() =>
      expect(within(planners).queryByRole('button', { name: 'Remove alice from Planners' })).not.toBeInTheDocument(),
    );
  });

  it('refuses to delete a group whose users would be orphaned, and to delete or rename role groups', async () => {
    const user = userEvent.setup();
    const { changes } = renderUsersPage({ path: DEMO });
    const analysts = await expandGroup(user, 'Analysts');
    await user.click(within(analysts).getByRole('button', { name: 'Delete group' }));
    expect(
      await screen.findByText(
        'This group cannot be deleted because it has some users that are only part of this group and no other. They cannot be orphaned.',
      ),
    ).toBeInTheDocument();
    const publishers = await expandGroup(user, 'AppPublishers');
    await user.click(within(publishers).getByRole('button', { name: 'Delete group' }));
    await user.click(within(publishers).getByRole('button', { name: 'Rename group' }));
    expect(await screen.findAllByText('Role groups cannot be deleted or renamed.')).toHaveLength(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(changes()).toEqual([]);
  });

  it('deletes a group whose users all have another group', async () => {
    const user = userEvent.setup();
    const { changes } = renderUsersPage({ path: DEMO });
    const named = await expandGroup(user, 'NamedUsers');
    await within(named).findByRole('list', { name: 'Members of NamedUsers' });
    await user.click(within(named).getByRole('button', { name: 'Delete group' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^NamedUsers / })).not.toBeInTheDocument());
    expect(changes()).toEqual(['DELETE /pro-api/v2/environments/Demo/groups/NamedUsers']);
    expect(screen.getByRole('tab', { name: 'Groups (6)' })).toBeInTheDocument();
  });

  it.each([
    ['', 'Group name is required.'],
    ['g'.repeat(41), 'Description should be less than 40 characters.'],
    ['planners', 'Group with this name already exists'],
    ['Admin', '"admin" is a reserved group name'],
    ['a*b', 'The input contains invalid characters'],
  ])('the group form rejects %p with %p', async (name, message) => {
    const user = userEvent.setup();
    renderUsersPage({ path: DEMO });
    await expectRejected(user, await openDialog(user, 'Create group'), 'Group name', name, message);
  });

  it('creates a group with the trimmed name', async () => {
    const user = userEvent.setup();
    const { calls } = renderUsersPage({ path: DEMO });
    const dialog = await openDialog(user, 'Create group');
    await fill(user, dialog, 'Group name', ' Schedulers ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await findGroupSummary('Schedulers')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/pro-api/v2/environments/Demo/groups',
      body: { groupname: 'Schedulers' },
    });
  });

  it('adds an existing user; one already in the group (10303) stays silent, other failures say so', async () => {
    const user = userEvent.setup();
    const account = demoAccount();
    const { changes } = renderUsersPage({ path: DEMO, account });
    const planners = await expandGroup(user, 'Planners');
    await user.click(within(planners).getByRole('button', { name: 'Add existing user' }));
    await choose(user, 'User', 'bob', await screen.findByRole('dialog'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add' }));
    expect(await within(planners).findByRole('button', { name: 'Remove bob from Planners' })).toBeInTheDocument();
    expect(changes()).toEqual(['POST /pro-api/v2/environments/Demo/groups/Planners/users/bob']);

    server.use(
      failing(
        'addUserToGroup',
        { environmentName: 'Demo', groupName: 'Analysts', userId: 'alice' },
        failure(409, 'dup', 10303),
      ),
    );
    const analysts = await expandGroup(user, 'Analysts');
    await user.click(within(analysts).getByRole('button', { name: 'Add existing user' }));
    await choose(user, 'User', 'alice', await screen.findByRole('dialog'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText(/Was not able to add user/)).not.toBeInTheDocument();
    expect(screen.queryByText('dup')).not.toBeInTheDocument();

    server.use(
      failing(
        'addUserToGroup',
        { environmentName: 'Demo', groupName: 'Analysts', userId: 'paula' },
        failure(409, 'The group is full', 10310),
      ),
    );
    await user.click(within(analysts).getByRole('button', { name: 'Add existing user' }));
    await choose(user, 'User', 'paula', await screen.findByRole('dialog'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByText(/Was not able to add user paula to group Analysts\s+The group is full/),
    ).toBeInTheDocument();
  });

  it('creates a user inside a group: no group choice needed, the user joins that group', async () => {
    const user = userEvent.setup();
    const { changes } = renderUsersPage({ path: DEMO });
    const planners = await expandGroup(user, 'Planners');
    await user.click(within(planners).getByRole('button', { name: 'Create user in group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user in Planners' });
    expect(within(dialog).queryByRole('combobox', { name: 'Groups' })).not.toBeInTheDocument();
    await fill(user, dialog, 'Username', 'carol');
    await fill(user, dialog, 'Password', 'Str0ng!Passw0rd');
    await fill(user, dialog, 'Confirm password', 'Str0ng!Passw0rd');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(planners).findByRole('button', { name: 'Remove carol from Planners' })).toBeInTheDocument();
    expect(changes()).toEqual([
      'POST /pro-api/v2/environments/Demo/users',
      'POST /pro-api/v2/environments/Demo/groups/Planners/users/carol',
    ]);
  });
});
