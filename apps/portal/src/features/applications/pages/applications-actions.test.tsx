import { act, screen, waitFor, within } from '@testing-library/react';
import { configure } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../testing/render-app';
import { mockOperation } from '@pro-portal/sdk/testing';
import type { HttpHandler } from 'msw';
import { apiError } from '../../../testing/mock-api';
import { app, appRoutes } from '../testing/fixtures';

const APPS = [
  app({ name: 'Zeta', version: '1.10', category: 'Planning', isLatest: true }),
  app({ name: 'Zeta', version: '1.9', category: 'Planning' }),
  app({ name: 'alpha', version: '2.0' }),
  app({ name: 'Beta', version: '1.0' }),
];

function setup(
  extra: HttpHandler[] = [],
  user: { isAdmin?: boolean; isAppPublisher?: boolean } = { isAppPublisher: true },
) {
  const events = userEvent.setup();
  const view = renderApp({ path: '/applications', user, routes: appRoutes(APPS, extra) });
  return { user: events, ...view };
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, entry: string) {
  await user.click(await screen.findByRole('button', { name: `More actions for ${label}` }));
  await user.click(await screen.findByRole('menuitem', { name: entry }));
}

jest.setTimeout(30000);
configure({ asyncUtilTimeout: 5000 });

describe('acting on apps', () => {
  beforeEach(() => window.localStorage.clear());

  it('sets the latest version and names the launch/{name}/tag/latest shortcut', async () => {
    const { user, calls } = setup([mockOperation('main', 'updateApplication', { status: 200, body: APPS[0] })]);
    await choose(user, 'Zeta 1.9', 'Set as latest version');
    const question = await screen.findByRole('dialog', { name: 'Set as latest version' });
    expect(calls.find((c) => c.method === 'PATCH')).toBeUndefined();
    await user.click(within(question).getByRole('button', { name: 'Set as latest version' }));
    expect(
      await screen.findByText(
        /Zeta 1\.9 is now the latest version\. It can be launched via http:\/\/localhost\/applications\/launch\/Zeta\/tag\/latest/,
      ),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ isLatest: true });
  });

  it("asks 'Are you sure you want to delete {name} {version}?' and deletes", async () => {
    const { user, calls } = setup([mockOperation('main', 'deleteApplication', { status: 204 })]);
    await choose(user, 'alpha 2.0', 'Delete');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete alpha 2.0?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === '/pro-api/v2/applications/alpha/2.0')).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server message when a delete fails', async () => {
    const { user } = setup([mockOperation('main', 'deleteApplication', apiError(403, 'You may not delete this app.'))]);
    await choose(user, 'alpha 2.0', 'Delete');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You may not delete this app.')).toBeInTheDocument();
  });

  it('counts only the selected apps still listed: one deleted from its own menu leaves the selection', async () => {
    const deleted = new Set<string>();
    const { user } = setup([
      mockOperation('main', 'deleteApplication', ({ params }) => {
        deleted.add(params.projectName);
        return { status: 204 };
      }),
      mockOperation('main', 'listApplications', () => ({
        status: 200,
        body: { applications: APPS.filter((a) => !deleted.has(a.name)) },
      })),
    ]);
    await choose(user, 'alpha 2.0', 'Select for deletion');
    await user.click(screen.getByRole('checkbox', { name: 'Select Beta 1.0' }));
    expect(await screen.findByRole('button', { name: 'Delete selection (2)' })).toBeInTheDocument();
    await choose(user, 'alpha 2.0', 'Delete');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('button', { name: 'Delete selection (1)' })).toBeInTheDocument();
  });

  it('selects for deletion, bulk deletes, lists the failures and reports how many were deleted', async () => {
    const { user } = setup([
      mockOperation('main', 'deleteApplication', ({ params }) =>
        params.projectName === 'Zeta' ? apiError(400, 'Zeta 1.9 is in use.') : { status: 204 },
      ),
    ]);
    expect(screen.queryByRole('checkbox', { name: 'Select alpha 2.0' })).not.toBeInTheDocument();
    await choose(user, 'alpha 2.0', 'Select for deletion');
    expect(await screen.findByRole('button', { name: 'Delete selection (1)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select alpha 2.0' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select Beta 1.0' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Zeta 1.9' }));
    await user.click(screen.getByRole('button', { name: 'Delete selection (3)' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(within(dialog).getByRole('list', { name: 'Selected apps' }))
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['alpha 2.0', 'Beta 1.0', 'Zeta 1.9']);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('There was an error deleting the following apps:')).toBeInTheDocument();
    expect(within(within(dialog).getByRole('list', { name: 'Failed apps' })).getByText('Zeta 1.9')).toBeInTheDocument();
    expect(within(dialog).getByText('Zeta 1.9 is in use.')).toBeInTheDocument();
    expect(await screen.findByText('2 apps were deleted.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('button', { name: 'Delete selection (1)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel selection' }));
    expect(screen.queryByRole('button', { name: /Delete selection/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select Zeta 1.9' })).not.toBeInTheDocument();
  });

  it('offers no selection checkbox on apps that are not modifiable', async () => {
    const events = userEvent.setup();
    renderApp({
      path: '/applications',
      user: { isAppPublisher: true },
      routes: appRoutes([
        app({ name: 'Mine', version: '1' }),
        app({ name: 'Theirs', version: '1', isModifiable: false }),
      ]),
    });
    await choose(events, 'Mine 1', 'Select for deletion');
    expect(await screen.findByRole('checkbox', { name: 'Select Mine 1' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select Theirs 1' })).not.toBeInTheDocument();
  });

  it('opens update and edit on their own sub-paths', async () => {
    const { user, history } = setup();
    await choose(user, 'Zeta 1.9', 'Update');
    await waitFor(() => expect(history.location.pathname).toBe('/applications/update/Zeta/1.9'));
    expect(await screen.findByRole('dialog', { name: 'Update Zeta 1.9' })).toBeInTheDocument();
    act(() => history.push('/applications'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await choose(user, 'Zeta 1.9', 'Edit');
    await waitFor(() => expect(history.location.pathname).toBe('/applications/edit/Zeta/1.9'));
  });

  it('opens a new tab on the launch route, shows the launching overlay after 1.5 s and hides it 1 s later', async () => {
    jest.useFakeTimers();
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderApp({ path: '/applications', routes: appRoutes(APPS) });
      await user.click(await screen.findByRole('button', { name: 'Launch alpha 2.0' }));
      expect(open).toHaveBeenCalledWith('/applications/launch/alpha/2.0', '_blank');
      await act(() => jest.advanceTimersByTimeAsync(1400));
      expect(screen.queryByText('Launching')).not.toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(200));
      expect(screen.getByText('Launching')).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(1000));
      await waitFor(() => expect(screen.queryByText('Launching')).not.toBeInTheDocument());
    } finally {
      open.mockRestore();
      jest.useRealTimers();
    }
  });
});
