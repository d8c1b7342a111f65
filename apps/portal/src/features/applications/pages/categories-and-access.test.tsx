import { screen, waitFor, within } from '@testing-library/react';
import { configure } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../testing/render-app';
import { mockOperation } from '@pro-portal/sdk/testing';
import type { HttpHandler } from 'msw';
import { apiError } from '../../../testing/mock-api';
import { everyoneGroupId } from '@pro-portal/rules';
import { app, appRoutes } from '../testing/fixtures';
import { itemTexts, waitForCall, zetaGrant } from '../testing/queries';

jest.setTimeout(40000);
configure({ asyncUtilTimeout: 5000 });

const APPS = [app({ name: 'Zeta', version: '1.9', category: 'Planning' }), app({ name: 'Free', version: '1' })];

function setup(extra: HttpHandler[] = [], user = { isAdmin: true }) {
  const events = userEvent.setup();
  return { user: events, ...renderApp({ path: '/applications', user, routes: appRoutes(APPS, extra) }) };
}

describe('categories', () => {
  it('starts a new category empty in edit mode without an error under the field before typing (the disabled Save says why), checks the Category rules and creates it', async () => {
    const { user, calls } = setup([
      mockOperation('main', 'createCategory', {
        status: 201,
        body: { id: 'e1a2b3c4-d5e6-4f70-8a91-b2c3d4e5f603', value: 'Finance' },
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'New category' }));
    const name = await screen.findByRole('textbox', { name: 'Category name' });
    expect(name).toHaveValue('');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    const save = screen.getByRole('button', { name: 'Save' });
    expect(screen.queryByText('Category name is required.')).not.toBeInTheDocument();
    await user.hover(save.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent('Category name is required.');
    await user.unhover(save.parentElement as HTMLElement);
    await user.type(name, ' other ');
    expect(await screen.findByText("The category name 'Other' is reserved and cannot be used.")).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'planning');
    expect(await screen.findByText('Category name must be unique.')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'x'.repeat(41));
    expect(await screen.findByText('Category name must be less than 40 characters.')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Finance');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ value: 'Finance' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Category name' })).not.toBeInTheDocument());
  });

  it('cancels a new category', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'New category' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'Category name' })).not.toBeInTheDocument();
  });

  it("renames inline with Save and Cancel, and keeps 'Other' read-only", async () => {
    const { user, calls } = setup([
      mockOperation('main', 'updateCategory', ({ params, body }) => ({
        status: 200,
        body: { id: params.categoryId, value: body.value },
      })),
    ]);
    await screen.findByRole('article', { name: 'Zeta 1.9' });
    expect(screen.queryByRole('button', { name: 'Edit category Other' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete category Other' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit category Planning' }));
    const name = await screen.findByRole('textbox', { name: 'Category name' });
    expect(name).toHaveValue('Planning');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Planning' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit category Planning' }));
    await user.clear(screen.getByRole('textbox', { name: 'Category name' }));
    await user.type(screen.getByRole('textbox', { name: 'Category name' }), 'Plans');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ value: 'Plans' }));
  });

  it('asks "Are you sure you want to delete category \'{category}\'?" and deletes', async () => {
    const { user, calls } = setup([mockOperation('main', 'deleteCategory', { status: 204 })]);
    await user.click(await screen.findByRole('button', { name: 'Delete category Logistics' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText("Are you sure you want to delete category 'Logistics'?")).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitForCall(calls, 'DELETE', '/categories/c3b7e2d4-1f6a-4e8b-b2c9-7d5e4a3f1b02');
  });

  it('shows the server message when a rename is refused, keeping the edit open', async () => {
    const { user } = setup([mockOperation('main', 'updateCategory', apiError(409, 'Category name must be unique.'))]);
    await user.click(await screen.findByRole('button', { name: 'Edit category Planning' }));
    await user.type(await screen.findByRole('textbox', { name: 'Category name' }), '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Category name must be unique.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Category name' })).toBeInTheDocument();
  });

  it('lets a publisher see categories but not edit them', async () => {
    setup([], { isAdmin: false, isAppPublisher: true } as { isAdmin: boolean });
    await screen.findByRole('article', { name: 'Zeta 1.9' });
    expect(screen.queryByRole('button', { name: /^Edit category/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New category' })).not.toBeInTheDocument();
  });
});

describe('app access dialog', () => {
  const entry = (entity_name: string, applied: boolean, deletable = true, env_name = 'Demo') => ({
    entity_name,
    env_name,
    entity_enc: `${entity_name}@${env_name}`,
    entity: entity_name === 'everyone' ? everyoneGroupId(1) : entity_name.length,
    app_id: 1,
    app_name: 'Zeta',
    app_version: '1.9',
    applied,
    deletable,
  });

  it('lists applied groups, adds another, removes one, and removes users unless not deletable', async () => {
    let planners = false;
    // Planners' only member; Sales has none. The user manager lists users with the names of their groups.
    const alice = {
      account_name: 'acme',
      environment_name: 'Demo',
      user_name: 'alice',
      email: '',
      full_name: '',
      groups: ['Planners', 'everyone'],
    };
    const otherPlanner = { ...alice, environment_name: 'ROOT', user_name: 'olga' };
    const { user, calls } = setup([
      mockOperation('main', 'listGroupsByApp', () => ({
        status: 200,
        body: { app_access_list: [entry('everyone', true, false), entry('Planners', planners), entry('Sales', true)] },
      })),
      mockOperation('main', 'listUsersByApp', {
        status: 200,
        body: { app_access_list: [entry('bob', true), entry('admin', true, false, 'ROOT')] },
      }),
      mockOperation('main', 'grantGroupAppAccess', () => {
        planners = true;
        return { status: 201, body: entry('Planners', true) };
      }),
      mockOperation('main', 'revokeGroupAppAccess', { status: 204 }),
      mockOperation('main', 'revokeUserAppAccess', { status: 204 }),
      mockOperation('users', 'listAccountUsers', ({ query }) =>
        query.environment_name_in === 'Demo' ? { status: 200, body: [alice, otherPlanner] } : undefined,
      ),
    ]);
    await user.click(await screen.findByRole('button', { name: 'More actions for Zeta 1.9' }));
    await user.click(await screen.findByRole('menuitem', { name: 'App access' }));
    const dialog = await screen.findByRole('dialog', { name: 'App access: Zeta 1.9' });
    const groups = await within(dialog).findByRole('list', { name: 'Groups with access' });
    expect(itemTexts(groups)).toEqual(['everyone@Demo', 'Sales@Demo']);
    expect(within(dialog).getByRole('button', { name: 'Remove everyone@Demo' })).toBeDisabled();
    // The tabs count what they list: the users named directly or as members of a group with access.
    expect(await within(dialog).findByRole('tab', { name: 'Groups (2)' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('tab', { name: 'Users (2)' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Add group' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add group' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Add group' }));
    await user.click(await screen.findByRole('option', { name: 'Planners@Demo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Planners@Demo')).toBeInTheDocument();
    expect(await within(dialog).findByRole('tab', { name: 'Groups (3)' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('tab', { name: 'Users (3)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add group' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual(zetaGrant('Planners'));
    await user.click(within(dialog).getByRole('button', { name: 'Remove Sales@Demo' }));
    await waitForCall(calls, 'DELETE', '/app_access/group');
    await user.click(within(dialog).getByRole('tab', { name: /^Users/ }));
    const users = await within(dialog).findByRole('list', { name: 'Users with access' });
    expect(itemTexts(users)).toEqual(['bob@Demoalso through group everyone', 'admin@ROOT']);
    const throughGroups = await within(dialog).findByRole('list', { name: 'Access through groups' });
    expect(itemTexts(throughGroups)).toEqual([
      'Every user of Demothrough the everyone group of Demo',
      'alice@Demothrough groups Planners, everyone',
    ]);
    // Members are read with one user-manager call per set of groups shown (three here), never one per group.
    expect(calls.filter((c) => /\/groups\/[^/]+\/users$/.test(c.path))).toEqual([]);
    expect(calls.filter((c) => c.path === '/pro/user-manager/v1/user').length).toBeLessThanOrEqual(3);
    expect(within(dialog).getByRole('button', { name: 'Remove admin@ROOT' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Remove bob@Demo' }));
    await waitForCall(calls, 'DELETE', '/app_access/user');
  });

  it('shows a failed list with Retry', async () => {
    const { user } = setup([
      mockOperation('main', 'listGroupsByApp', apiError(500, 'Access store down')),
      mockOperation('main', 'listUsersByApp', { status: 200, body: { app_access_list: [] } }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'More actions for Zeta 1.9' }));
    await user.click(await screen.findByRole('menuitem', { name: 'App access' }));
    expect(await screen.findByText('Access store down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /^Users/ }));
    expect(await screen.findByText('No user has direct access to this app.')).toBeInTheDocument();
    expect(screen.getByText('Access store down')).toBeInTheDocument();
  });
});
