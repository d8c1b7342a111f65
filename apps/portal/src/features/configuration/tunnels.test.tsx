import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { validationMessages } from '@pro-portal/rules';
import { tunnelHints } from './lib/tunnel-hints';
import { renderApp } from '../../testing/render-app';
import { mockOperation } from '@pro-portal/sdk/testing';
import { apiError } from '../../testing/mock-api';
import { saveAndReadPost } from '../../testing/dialogs';
import { API, admin, configurationRoutes, replaceText } from './testing/routes';
import { NO_TUNNELS } from './components/tunnels-tab';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const m = validationMessages.tunnel;
const tunnel = { id: 7, context: 'erp-db', socketAddress: 'db.internal:5432', userGroups: 'Planners@Demo' };

describe('the Tunnels tab', () => {
  it('lists URI Context Path, Socket Address and User Groups', async () => {
    renderApp({
      path: '/configuration/tunnels',
      user: admin,
      routes: configurationRoutes([mockOperation('main', 'listTunnels', { status: 200, body: { tunnels: [tunnel] } })]),
    });
    const table = await screen.findByRole('table', { name: 'Tunnels' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['URI Context Path', 'Socket Address', 'User Groups', 'Actions']);
    const row = within(table).getByRole('row', { name: /erp-db/ });
    expect(within(row).getByText('db.internal:5432')).toBeInTheDocument();
    expect(within(row).getByText('Planners@Demo')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Tunnels' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the error with retry, then the empty state', async () => {
    let fail = true;
    renderApp({
      path: '/configuration/tunnels',
      user: admin,
      routes: configurationRoutes([
        mockOperation('main', 'listTunnels', () =>
          fail ? apiError(500, 'No tunnels today.') : { status: 200, body: { tunnels: [] } },
        ),
      ]),
    });
    expect(await screen.findByText('No tunnels today.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(NO_TUNNELS)).toBeInTheDocument();
  });

  it('creates a tunnel with the hints, the required rules and user groups defaulting to .*@.*', async () => {
    let tunnels: (typeof tunnel)[] = [];
    const { calls } = renderApp({
      path: '/configuration/tunnels',
      user: admin,
      routes: configurationRoutes([
        mockOperation('main', 'listTunnels', () => ({ status: 200, body: { tunnels } })),
        mockOperation('main', 'saveTunnel', ({ body }) => {
          const created = { ...body, id: 1 };
          tunnels = [created];
          return { status: 201, body: created };
        }),
      ]),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Create tunnel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create tunnel' });
    expect(within(dialog).getByText(tunnelHints.context)).toBeInTheDocument();
    expect(within(dialog).getByText(tunnelHints.socketAddress)).toBeInTheDocument();
    expect(within(dialog).getByText(tunnelHints.userGroups)).toBeInTheDocument();
    const groups = within(dialog).getByLabelText(/^User Groups/);
    expect(groups).toHaveValue('.*@.*');
    await userEvent.click(within(dialog).getByLabelText(/^URI Context Path/));
    await userEvent.click(within(dialog).getByLabelText(/^Socket Address/));
    await replaceText(userEvent, groups, '');
    await userEvent.tab();
    expect(await within(dialog).findByText(m.contextRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(m.socketAddressRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(m.userGroupsRequired)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await replaceText(userEvent, within(dialog).getByLabelText(/^URI Context Path/), 'erp-db');
    await replaceText(userEvent, within(dialog).getByLabelText(/^Socket Address/), 'db.internal:5432');
    await replaceText(userEvent, groups, '.*@.*');
    expect(await saveAndReadPost(userEvent, dialog, calls)).toEqual({
      context: 'erp-db',
      socketAddress: 'db.internal:5432',
      userGroups: '.*@.*',
    });
    expect(await screen.findByRole('row', { name: /erp-db/ })).toBeInTheDocument();
  });

  it('edits a tunnel, sending its id', async () => {
    const { calls } = renderApp({
      path: '/configuration/tunnels',
      user: admin,
      routes: configurationRoutes([
        mockOperation('main', 'listTunnels', { status: 200, body: { tunnels: [tunnel] } }),
        mockOperation('main', 'saveTunnel', ({ body }) => ({ status: 200, body: { ...body, id: body.id ?? 0 } })),
      ]),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit tunnel erp-db' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit tunnel' });
    expect(within(dialog).getByLabelText(/^Socket Address/)).toHaveValue('db.internal:5432');
    await replaceText(userEvent, within(dialog).getByLabelText(/^Socket Address/), 'db2.internal:5433');
    expect(await saveAndReadPost(userEvent, dialog, calls)).toEqual({ ...tunnel, socketAddress: 'db2.internal:5433' });
  });

  it('shows the server message when saving fails and keeps the dialog open', async () => {
    renderApp({
      path: '/configuration/tunnels',
      user: admin,
      routes: configurationRoutes([
        mockOperation('main', 'saveTunnel', apiError(400, "A tunnel with context 'x' already exists.")),
      ]),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Create tunnel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create tunnel' });
    await replaceText(userEvent, within(dialog).getByLabelText(/^URI Context Path/), 'x');
    await replaceText(userEvent, within(dialog).getByLabelText(/^Socket Address/), 'db.internal:5432');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("A tunnel with context 'x' already exists.")).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create tunnel' })).toBeInTheDocument();
  });

  it('deletes a tunnel after confirmation', async () => {
    let tunnels = [tunnel];
    const { calls } = renderApp({
      path: '/configuration/tunnels',
      user: admin,
      routes: configurationRoutes([
        mockOperation('main', 'listTunnels', () => ({ status: 200, body: { tunnels } })),
        mockOperation('main', 'deleteTunnel', ({ params }) => {
          tunnels = tunnels.filter((t) => String(t.id) !== params.tunnelId);
          return { status: 204 };
        }),
      ]),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete tunnel erp-db' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete tunnel' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(NO_TUNNELS)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `${API}/customization/tunnels/7`)).toBe(true);
  });

  it('sends non-admins back to the applications list', async () => {
    const { history } = renderApp({
      path: '/configuration/tunnels',
      user: { isAdmin: false },
      routes: configurationRoutes([
        mockOperation('main', 'listApplications', { status: 200, body: { applications: [] } }),
      ]),
    });
    await waitFor(() => expect(history.location.pathname).toBe('/applications'));
  });
});
