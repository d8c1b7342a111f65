import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockOperation } from '@pro-portal/sdk/testing';
import { validationMessages } from '@pro-portal/rules';
import { renderApp } from '../../testing/render-app';
import { secretTexts } from './lib/secret-texts';
import { fakeSecretManager } from './testing/fake-secret-manager';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const admin = { name: 'admin', environmentName: 'ROOT', isAdmin: true };
const tree = () =>
  fakeSecretManager({
    '/team': { type: 'directory' },
    '/team/db-password': { type: 'secret', value: 'hunter2-value' },
    '/api-token': { type: 'secret', value: 'token-value' },
  });

/** Opens an item's ⋮ menu and chooses an entry. */
async function choose(path: string, entry: string) {
  await userEvent.click(await screen.findByRole('button', { name: secretTexts.actionsFor(path) }));
  await userEvent.click(await screen.findByRole('menuitem', { name: entry }));
}

describe('the Secrets page', () => {
  it('shows the tree from the root, a directory expanding on demand, and never a value', async () => {
    const { handlers } = tree();
    renderApp({ path: '/secrets', user: admin, routes: handlers });
    expect(await screen.findByRole('heading', { level: 1, name: 'Secrets' })).toBeInTheDocument();
    const root = screen.getByRole('button', { name: '/' });
    expect(root).toHaveAttribute('aria-expanded', 'true');
    const team = await screen.findByRole('button', { name: 'team' });
    expect(team).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('api-token')).toBeInTheDocument();
    expect(screen.queryByText('db-password')).not.toBeInTheDocument();
    await userEvent.click(team);
    expect(await screen.findByText('db-password')).toBeInTheDocument();
    expect(team).toHaveAttribute('aria-expanded', 'true');
    expect(document.body.textContent).not.toMatch(/hunter2|token-value/);
  });

  it('reveals a value only when asked', async () => {
    const { handlers } = tree();
    renderApp({ path: '/secrets', user: admin, routes: handlers });
    await choose('/api-token', secretTexts.showValue);
    const dialog = await screen.findByRole('dialog', { name: secretTexts.valueOf('/api-token') });
    expect(await within(dialog).findByDisplayValue('token-value')).toBeInTheDocument();
  });

  it('creates a secret in a directory: the name rule first, then the item in the tree', async () => {
    const { handlers, items } = tree();
    const { calls } = renderApp({ path: '/secrets', user: admin, routes: handlers });
    await choose('/team', secretTexts.newSecret);
    const dialog = await screen.findByRole('dialog', { name: secretTexts.newSecretIn('/team') });
    const create = within(dialog).getByRole('button', { name: 'Create' });
    await userEvent.type(within(dialog).getByLabelText(/^Name/), '.hidden');
    expect(await within(dialog).findByText(validationMessages.secretItem.name)).toBeInTheDocument();
    expect(create).toBeDisabled();
    await userEvent.clear(within(dialog).getByLabelText(/^Name/));
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'smtp');
    await userEvent.type(within(dialog).getByLabelText(/^Value/), 'mail-pass');
    await userEvent.click(create);
    expect(await screen.findByText(secretTexts.created('/team/smtp'))).toBeInTheDocument();
    expect(items.get('/team/smtp')).toMatchObject({ type: 'secret', value: 'mail-pass' });
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/pro/secret-manager/v1/item/%2Fteam%2Fsmtp',
      body: { type: 'secret', value: 'mail-pass' },
    });
    // The directory opens to show what was created in it.
    expect(await screen.findByText('smtp')).toBeInTheDocument();
  });

  it('modifies a secret with a new value', async () => {
    const { handlers, items } = tree();
    renderApp({ path: '/secrets', user: admin, routes: handlers });
    await choose('/api-token', secretTexts.edit);
    const dialog = await screen.findByRole('dialog', { name: secretTexts.editSecret('/api-token') });
    expect(within(dialog).queryByDisplayValue('token-value')).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^New value/), 'rotated');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(secretTexts.modified('/api-token'))).toBeInTheDocument();
    expect(items.get('/api-token')?.value).toBe('rotated');
  });

  it('asks before deleting, shows why a directory with items is not deleted, and deletes an empty one', async () => {
    const { handlers, items } = tree();
    renderApp({ path: '/secrets', user: admin, routes: handlers });
    await choose('/team', secretTexts.delete);
    let dialog = await screen.findByRole('dialog', { name: secretTexts.deleteTitle });
    expect(dialog).toHaveTextContent(secretTexts.confirmDelete('/team', 'directory'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(/The directory \/team is not empty: delete the items in it first\./),
    ).toBeInTheDocument();
    expect(screen.getByText(/Could not delete \/team:/)).toBeInTheDocument();
    expect(items.has('/team')).toBe(true);

    await choose('/api-token', secretTexts.delete);
    dialog = await screen.findByRole('dialog', { name: secretTexts.deleteTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(secretTexts.deleted('/api-token'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('api-token')).not.toBeInTheDocument());
  });

  it('offers no Delete for the root directory', async () => {
    const { handlers } = tree();
    renderApp({ path: '/secrets', user: admin, routes: handlers });
    await userEvent.click(await screen.findByRole('button', { name: secretTexts.actionsFor('/') }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual([secretTexts.newDirectory, secretTexts.newSecret, secretTexts.access]);
  });

  it("edits an item's access: changes read to read_write, removes an entry, and adds a group", async () => {
    const { handlers, items } = fakeSecretManager({
      '/team': {
        type: 'directory',
        access: [
          { entity_type: 'group', environment_name: 'ROOT', entity_name: 'testers', access: 'read' },
          { entity_type: 'user', environment_name: 'ROOT', entity_name: 'pub', access: 'read' },
        ],
      },
    });
    renderApp({
      path: '/secrets',
      user: admin,
      routes: [
        ...handlers,
        mockOperation('main', 'listGroups', {
          status: 200,
          body: {
            entities: [
              {
                name: 'planners',
                description: '',
                entity: 3,
                environment: 'Sales',
                max_users: -1,
                curr_users: 0,
                isDefault: false,
                groups: [],
              },
            ],
          },
        }),
      ],
    });
    await choose('/team', secretTexts.access);
    const dialog = await screen.findByRole('dialog', { name: secretTexts.accessTitle('/team') });
    const table = await within(dialog).findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);

    await userEvent.click(within(table).getByRole('combobox', { name: secretTexts.accessOf('group testers of ROOT') }));
    await userEvent.click(await screen.findByRole('option', { name: /^read_write/ }));
    await waitFor(() =>
      expect(items.get('/team')?.access[1]).toMatchObject({ entity_name: 'testers', access: 'read_write' }),
    );

    await userEvent.click(within(table).getByRole('button', { name: secretTexts.removeAccess('user pub of ROOT') }));
    await waitFor(() => expect(items.get('/team')?.access.map((a) => a.entity_name)).toEqual(['testers']));

    await userEvent.click(within(dialog).getByRole('combobox', { name: secretTexts.environment }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sales' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: secretTexts.entityName }));
    await userEvent.click(await screen.findByRole('option', { name: 'planners' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(items.get('/team')?.access).toContainEqual({
        entity_type: 'group',
        environment_name: 'Sales',
        entity_name: 'planners',
        access: 'read',
      }),
    );
  });

  it('sends a user who is not an administrator to the applications list', async () => {
    const { handlers } = tree();
    const { history } = renderApp({ path: '/secrets', user: { isGroupAdmin: true }, routes: handlers });
    await waitFor(() => expect(history.location.pathname).toBe('/applications'));
    expect(screen.queryByRole('link', { name: 'Secrets' })).not.toBeInTheDocument();
  });
});
