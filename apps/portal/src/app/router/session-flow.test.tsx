import { act, screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '../../shared/storage-keys';
import { renderApp } from '../../testing/render-app';
import { mockOperation } from '@pro-portal/sdk/testing';
import { apiError } from '../../testing/mock-api';

jest.setTimeout(30_000);
describe('session flows', () => {
  beforeEach(() => window.localStorage.clear());

  it('goes to login with returnTo when a call answers 401 mid-use', async () => {
    window.history.replaceState(null, '', '/users?env=ROOT');
    const { history, calls } = renderApp({
      path: '/users?env=ROOT',
      user: { isAdmin: true },
      handleUnauthorized: true,
      routes: [mockOperation('main', 'listAllUsers', apiError(401, 'Session expired'))],
    });
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(history.location.search).toBe(`?returnTo=${encodeURIComponent('/users?env=ROOT')}`);
    expect(window.localStorage.getItem(STORAGE_KEYS.locationBeforeError)).toBe('/users?env=ROOT');
    // It logs out: the logout call goes out, so the server drops what is left of the session.
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
        '/pro/auth/v1/authenticate/pro-logout',
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows a working login page after a 401 mid-use: environments and platform version are asked again', async () => {
    const { history } = renderApp({
      path: '/applications',
      handleUnauthorized: true,
      routes: [
        mockOperation('main', 'listApplications', { status: 200, body: { applications: [] } }),
        mockOperation('main', 'listCategories', { status: 200, body: [] }),
        mockOperation('sessions', 'listSessions', apiError(401, 'Session expired')),
      ],
    });
    expect(await screen.findByText('Platform version 2.5.1')).toBeInTheDocument();
    act(() => history.push('/sessions/webui'));
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(await screen.findByRole('combobox', { name: 'Environment' })).toBeInTheDocument();
    expect(await screen.findByText('Platform version 2.5.1')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to single sign-on when exactly one environment uses SAML', async () => {
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    renderApp({
      path: '/sessions/webui',
      user: null,
      basePath: '/portal/',
      routes: [
        mockOperation('main', 'listEnvironments', {
          status: 200,
          body: {
            environments: [
              { id: 1, name: 'ROOT', description: '', isDefault: true, samlMetadataUrl: '', domain: null },
              {
                id: 2,
                name: 'Corporate',
                description: '',
                isDefault: false,
                samlMetadataUrl: 'http://idp.test/metadata',
                domain: null,
              },
            ],
          },
        }),
      ],
    });
    await waitFor(() => expect(submit).toHaveBeenCalled());
    const form = document.querySelector('form[action$="/authenticate/saml/login"]') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/pro/auth/v1/authenticate/saml/login');
    expect(form.method).toBe('post');
    const field = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;
    expect(field('env')).toBe('Corporate');
    expect(field('returnTo')).toBe(`/portal/login-redirect?returnTo=${encodeURIComponent('/sessions/webui')}`);
    expect(field('errorRedirectUri')).toBe(`/portal/login?returnTo=${encodeURIComponent('/sessions/webui')}`);
    submit.mockRestore();
  });

  it('login-redirect goes back to login keeping the query when nobody is signed in', async () => {
    const { history } = renderApp({
      path: '/login-redirect?returnTo=%2Fusers',
      user: null,
      routes: [mockOperation('main', 'getCurrentUser', apiError(401, 'Not signed in'))],
    });
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(history.location.search).toBe('?returnTo=%2Fusers');
  });

  it('login-redirect returns to the page remembered before a 401 when there is no returnTo', async () => {
    window.localStorage.setItem(STORAGE_KEYS.locationBeforeError, '/sessions/solver');
    const { history } = renderApp({
      path: '/login-redirect',
      user: null,
      routes: [
        mockOperation('main', 'getCurrentUser', {
          status: 200,
          body: { name: 'bob', isAdmin: false, isAppPublisher: true, isGroupAdmin: false, environment_name: 'ROOT' },
        }),
      ],
    });
    await waitFor(() => expect(history.location.pathname).toBe('/sessions/solver'));
    expect(window.localStorage.getItem(STORAGE_KEYS.locationBeforeError)).toBeNull();
  });
});
