import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUsersPage } from '../testing/render-users';
import { demoAccount, failure } from '../testing/fake-account';
import { failing } from '../testing/account-handlers';
import { server } from '../../../testing/mock-api';
import { expectRejected, openDialog } from '../testing/helpers';
import { saveAndReadPost } from '../../../testing/dialogs';

jest.setTimeout(30_000);

type User = ReturnType<typeof userEvent.setup>;

const envItem = async (name: string) => {
  const list = await screen.findByRole('list', { name: 'Environments' });
  const button = await within(list).findByRole('button', { name: new RegExp(`^${name}`) });
  return button.closest('li') as HTMLElement;
};

async function openEnvMenu(user: User, name: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for environment ${name}` }));
  return screen.findByRole('menu');
}

async function fillEnvironment(user: User, values: { name?: string; description?: string; url?: string }) {
  const dialog = await screen.findByRole('dialog');
  if (values.name !== undefined) {
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    if (values.name) {
      await user.click(within(dialog).getByRole('textbox', { name: 'Name' }));
      await user.paste(values.name);
    }
  }
  if (values.description !== undefined)
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), values.description);
  if (values.url !== undefined)
    await user.type(within(dialog).getByRole('textbox', { name: 'Linked URL (SAML metadata)' }), values.url);
  await user.tab();
  return dialog;
}

describe('environment list', () => {
  it('shows name, description and the badges Default, Native and Linked', async () => {
    renderUsersPage();
    const root = await envItem('ROOT');
    expect(within(root).getByText('ROOT environment')).toBeInTheDocument();
    expect(within(root).getByText('Default')).toBeInTheDocument();
    expect(within(root).getByText('Native')).toBeInTheDocument();
    const demo = await envItem('Demo');
    expect(within(demo).getByText('Native')).toBeInTheDocument();
    expect(within(demo).queryByText('Default')).not.toBeInTheDocument();
    const sso = await envItem('SSO');
    expect(within(sso).getByText('Linked')).toBeInTheDocument();
    expect(within(sso).queryByText('Native')).not.toBeInTheDocument();
  });

  it('offers Edit, Make default and Delete, but the root environment can be neither edited nor deleted', async () => {
    const user = userEvent.setup();
    renderUsersPage();
    const menu = await openEnvMenu(user, 'ROOT');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.getAttribute('aria-label') ?? m.textContent),
    ).toEqual(['Edit', 'Make default', 'Delete']);
    for (const name of ['Edit', 'Delete']) {
      const item = within(menu).getByRole('menuitem', { name });
      expect(item).toHaveAttribute('aria-disabled', 'true');
      expect(item).toHaveAccessibleDescription('The root environment cannot be edited or deleted.');
    }
    await user.keyboard('{Escape}');
    const demoMenu = await openEnvMenu(user, 'Demo');
    expect(within(demoMenu).getByRole('menuitem', { name: 'Edit' })).not.toHaveAttribute('aria-disabled', 'true');
    expect(within(demoMenu).getByRole('menuitem', { name: 'Delete' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('makes an environment the default, and says so when that fails', async () => {
    const user = userEvent.setup();
    const account = demoAccount();
    const { changes } = renderUsersPage({ account });
    await user.click(within(await openEnvMenu(user, 'Demo')).getByRole('menuitem', { name: 'Make default' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Environments' })).getAllByText('Default')).toHaveLength(1),
    );
    expect(within(await envItem('Demo')).getByText('Default')).toBeInTheDocument();
    expect(changes()).toEqual(['PATCH /pro-api/v2/environments/Demo']);
    server.use(failing('updateEnvironment', { environmentName: 'SSO' }, failure(500, 'Database down')));
    await user.click(within(await openEnvMenu(user, 'SSO')).getByRole('menuitem', { name: 'Make default' }));
    expect(
      await screen.findByText(/Failed to set SSO as the default environment\.\s+Database down/),
    ).toBeInTheDocument();
  });

  it('makes the root environment the default again', async () => {
    const user = userEvent.setup();
    const account = demoAccount();
    account.environments.forEach((e) => (e.isDefault = e.name === 'Demo'));
    const { changes } = renderUsersPage({ account });
    await user.click(within(await openEnvMenu(user, 'ROOT')).getByRole('menuitem', { name: 'Make default' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Environments' })).getAllByText('Default')).toHaveLength(1),
    );
    expect(within(await envItem('ROOT')).getByText('Default')).toBeInTheDocument();
    expect(changes()).toEqual(['PATCH /pro-api/v2/environments/ROOT']);
  });

  it('lets a group admin delete no environment that holds an administrator, saying why', async () => {
    const user = userEvent.setup();
    const { changes } = renderUsersPage({
      user: { name: 'greg', environmentName: 'Demo', isAdmin: false, isGroupAdmin: true },
    });
    // Demo holds the administrator ada; its users go with it.
    const demoMenu = await openEnvMenu(user, 'Demo');
    const item = await within(demoMenu).findByRole('menuitem', { name: 'Delete' });
    await waitFor(() => expect(item).toHaveAttribute('aria-disabled', 'true'));
    expect(item).toHaveAccessibleDescription('Only administrators may change administrators.');
    await user.click(item);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    const ssoMenu = await openEnvMenu(user, 'SSO');
    expect(within(ssoMenu).getByRole('menuitem', { name: 'Delete' })).not.toHaveAttribute('aria-disabled', 'true');
    expect(changes()).toEqual([]);
  });

  it('deletes the selected default environment: root becomes default and is selected, with the success message', async () => {
    const user = userEvent.setup();
    const account = demoAccount();
    account.environments.forEach((e) => (e.isDefault = e.name === 'Demo'));
    const { history } = renderUsersPage({ account, path: '/users?environment=Demo' });
    expect(await screen.findByRole('region', { name: 'Environment Demo' })).toBeInTheDocument();
    await user.click(within(await openEnvMenu(user, 'Demo')).getByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Environment Demo was successfully deleted.')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Environment ROOT' })).toBeInTheDocument();
    expect(history.location.search).toBe('?environment=ROOT');
    expect(within(await envItem('ROOT')).getByText('Default')).toBeInTheDocument();
  });

  it("says 'Failed to delete {env}.' with the reason when deletion fails", async () => {
    const user = userEvent.setup();
    renderUsersPage({
      failures: [failing('deleteEnvironment', { environmentName: 'SSO' }, failure(400, 'In use', 10404))],
    });
    await user.click(within(await openEnvMenu(user, 'SSO')).getByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/Failed to delete SSO\.\s+In use/)).toBeInTheDocument();
    expect(await envItem('SSO')).toBeInTheDocument();
  });
});

describe('environment form', () => {
  it('sends trimmed values and shows the new environment', async () => {
    const user = userEvent.setup();
    const { calls } = renderUsersPage();
    await user.click(await screen.findByRole('button', { name: 'New environment' }));
    const dialog = await fillEnvironment(user, {
      name: '  Sales  ',
      description: ' Sales team ',
      url: ' https://idp.example.com/m ',
    });
    expect(await saveAndReadPost(user, dialog, calls)).toEqual({
      name: 'Sales',
      description: 'Sales team',
      samlMetadataUrl: 'https://idp.example.com/m',
      isDefault: false,
    });
    expect(within(await envItem('Sales')).getByText('Linked')).toBeInTheDocument();
  });

  it.each([
    ['', 'Environment name is required.'],
    ['x'.repeat(41), 'Name should be less than 40 characters.'],
    ['demo', 'Environment with this name already exists'],
    ['root', 'Reserved environment name. Please choose a different one.'],
    ['NamedUsers', 'Reserved environment name. Please choose a different one.'],
    ['bad/name', 'The input contains invalid characters'],
  ])('rejects the name %p with %p and keeps Save disabled', async (name, message) => {
    const user = userEvent.setup();
    renderUsersPage();
    await expectRejected(user, await openDialog(user, 'New environment'), 'Name', name, message);
  });

  it('checks the description length and the linked URL', async () => {
    const user = userEvent.setup();
    renderUsersPage();
    const dialog = await openDialog(user, 'New environment');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Ok');
    await user.click(within(dialog).getByRole('textbox', { name: 'Description' }));
    await user.paste('d'.repeat(256));
    await user.type(within(dialog).getByRole('textbox', { name: 'Linked URL (SAML metadata)' }), 'not a url');
    await user.tab();
    expect(await within(dialog).findByText('Description should be less than 255 characters.')).toBeInTheDocument();
    expect(within(dialog).getByText('When provided, this has to be a valid URL.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('edits an environment, may keep its own name, and says \'Could not save environment "{name}".\' on failure', async () => {
    const user = userEvent.setup();
    renderUsersPage({
      failures: [failing('updateEnvironment', { environmentName: 'SSO' }, failure(400, 'Bad URL', 10000))],
    });
    await user.click(within(await openEnvMenu(user, 'SSO')).getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit environment SSO' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('SSO');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), '!');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Could not save environment "SSO"\.\s+Bad URL/)).toBeInTheDocument();
  });
});
