import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../testing/render-app';

const pathOf = (history: { location: { pathname: string } }) => history.location.pathname;

async function navigationLinks(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

jest.setTimeout(30_000);
describe('routes and navigation', () => {
  it('sends the root to the applications list', async () => {
    const { history } = renderApp({ path: '/' });
    expect(await screen.findByRole('heading', { name: 'Applications' })).toBeInTheDocument();
    expect(pathOf(history)).toBe('/applications');
  });

  it('sends /sessions to the WebUI tab and shows the tab of the path', async () => {
    const { history } = renderApp({ path: '/sessions' });
    await waitFor(() => expect(pathOf(history)).toBe('/sessions/webui'));
    expect(await screen.findByRole('tab', { name: 'WebUI', selected: true })).toBeInTheDocument();
  });

  it.each([
    ['/sessions/solver', 'Solver'],
    ['/sessions/task', 'Tasks'],
  ])('shows the %s tab', async (path, tab) => {
    renderApp({ path });
    expect(await screen.findByRole('tab', { name: tab, selected: true })).toBeInTheDocument();
  });

  it('shows a user Apps and Sessions only, and keeps them out of Users and Configuration', async () => {
    const { history } = renderApp({ path: '/users' });
    await waitFor(() => expect(pathOf(history)).toBe('/applications'));
    expect(await navigationLinks()).toEqual(['Apps', 'Sessions', 'Stats']);
    act(() => history.push('/configuration/tunnels'));
    await waitFor(() => expect(pathOf(history)).toBe('/applications'));
  });

  it('lets a group admin see Users but not Configuration', async () => {
    const { history } = renderApp({ path: '/users', user: { isGroupAdmin: true } });
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(await navigationLinks()).toEqual(['Apps', 'Sessions', 'Stats', 'Users']);
    act(() => history.push('/configuration'));
    await waitFor(() => expect(pathOf(history)).toBe('/applications'));
  });

  it('sends an admin from /configuration to account settings', async () => {
    const { history } = renderApp({ path: '/configuration', user: { isAdmin: true } });
    await waitFor(() => expect(pathOf(history)).toBe('/configuration/account_settings'));
    expect(await screen.findByRole('tab', { name: 'Account settings', selected: true })).toBeInTheDocument();
  });

  it('adds Help in mixed mode and shows unknown paths as not found', async () => {
    renderApp({ path: '/no/such/page', mode: 'yes' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(await navigationLinks()).toEqual(['Apps', 'Sessions', 'Stats', 'Help']);
  });

  it.each(['/no/such/page', '/help', '/about', '/applications/stats/Demo/1.0'])(
    'sends %s to the applications list when not in mixed mode',
    async (path) => {
      const { history } = renderApp({ path, mode: 'no' });
      await waitFor(() => expect(pathOf(history)).toBe('/applications'));
    },
  );

  it('shows the About page in mixed mode', async () => {
    renderApp({ path: '/about', mode: 'yes' });
    expect(await screen.findByRole('heading', { name: 'About' })).toBeInTheDocument();
  });

  it('shows the footer with platform version, copyright and links', async () => {
    renderApp({ path: '/applications' });
    expect(await screen.findByText('Platform version 2.5.1')).toBeInTheDocument();
    expect(screen.getByText(/Copyright © 2010 - 2025/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: 'Privacy statement' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Responsible disclosure' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to login with returnTo', async () => {
    const { history } = renderApp({ path: '/sessions/task?page=2', user: null });
    await waitFor(() => expect(pathOf(history)).toBe('/login'));
    expect(history.location.search).toBe(`?returnTo=${encodeURIComponent('/sessions/task?page=2')}`);
  });

  it('offers every entry of the wide navigation in the collapsed menu (a deliberate departure, apps/portal/README.md)', async () => {
    const { history } = renderApp({ path: '/sessions/webui', user: { isAdmin: true }, mode: 'yes' });
    await userEvent.click(await screen.findByRole('button', { name: 'Open navigation menu' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Apps',
      'Sessions',
      'Stats',
      'Users',
      'Configuration',
      'Secrets',
      'Help',
    ]);
    await userEvent.click(items[3]);
    await waitFor(() => expect(pathOf(history)).toBe('/users'));
  });
});
