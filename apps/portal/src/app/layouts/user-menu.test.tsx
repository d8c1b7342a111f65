import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../testing/render-app';
import { mockOperation } from '@pro-portal/sdk/testing';
import { apiError } from '../../testing/mock-api';
import { THEME_STORAGE_KEY } from '../../shared/theme-mode';

const contact = [
  mockOperation('main', 'getCustomization', {
    status: 200,
    body: {
      contactTitle: 'Helpdesk',
      contactDetails:
        '<p>Call <a href="tel:123">123</a></p><img src="x" onerror="window.hacked=true"><script>window.hacked=true</script>',
      rightLogoId: '7',
      loginImageId: null,
      profile: { profileName: 'default' },
    },
  }),
];

async function openUserMenu(name = 'alice') {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('menu', { name: 'User menu' });
}

jest.setTimeout(30_000);
describe('the signed-in header', () => {
  it('shows environment and username, User settings and Logout, but no Configuration for users', async () => {
    renderApp({ path: '/applications' });
    const menu = await openUserMenu();
    expect(within(menu).getByTestId('user-menu-identity')).toHaveTextContent('Salesalice');
    expect(within(menu).getByRole('menuitem', { name: 'User settings' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Configuration' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Support contact' })).not.toBeInTheDocument();
  });

  it('offers Configuration to admins', async () => {
    const { history } = renderApp({ path: '/applications', user: { isAdmin: true, name: 'root' } });
    const menu = await openUserMenu('root');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Configuration' }));
    await waitFor(() => expect(history.location.pathname).toBe('/configuration/account_settings'));
  });

  it('shows the support contact submenu with sanitised details and the company logo', async () => {
    renderApp({ path: '/applications', routes: contact });
    expect(await screen.findByRole('img', { name: 'Company logo' })).toHaveAttribute(
      'src',
      '/portal/company-logo?logo=7',
    );
    const menu = await openUserMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Support contact' }));
    const block = await screen.findByRole('complementary', { name: 'Support contact' });
    expect(within(block).getByText('Helpdesk')).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: '123' })).toHaveAttribute('href', 'tel:123');
    expect(block.innerHTML).not.toContain('onerror');
    expect(block.innerHTML).not.toContain('<script');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('switches to the dark theme and remembers the choice', async () => {
    renderApp({ path: '/applications' });
    let menu = await openUserMenu();
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Dark theme' }));
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('"dark"');
    expect(within(menu).getByRole('menuitemradio', { name: 'Dark theme' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Light theme' }));
    menu = await screen.findByRole('menu', { name: 'User menu' });
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('"light"');
  });

  it('logs out and goes to login with returnTo', async () => {
    const { history, calls } = renderApp({
      path: '/sessions/solver',
      routes: [mockOperation('auth', 'logout', { status: 204 })],
    });
    const menu = await openUserMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(history.location.search).toBe(`?returnTo=${encodeURIComponent('/sessions/solver')}`);
    expect(calls.some((call) => call.path === '/pro/auth/v1/authenticate/pro-logout')).toBe(true);
  });

  it('shows the error when logout fails and stays', async () => {
    const { history } = renderApp({
      path: '/applications',
      routes: [mockOperation('auth', 'logout', apiError(500, 'Logout is broken today'))],
    });
    const menu = await openUserMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Logout is broken today')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/applications');
  });

  it('stays silent when logout answers 401 (the session is already gone)', async () => {
    renderApp({
      path: '/applications',
      routes: [mockOperation('auth', 'logout', apiError(401, 'Not signed in'))],
    });
    const menu = await openUserMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('Not signed in')).not.toBeInTheDocument();
  });
});
