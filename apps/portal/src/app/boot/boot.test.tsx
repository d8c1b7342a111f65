import { act, render, screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { mockOperation } from '@pro-portal/sdk/testing';
import { createMockClient } from '../../testing/mock-api';
import { appRoutes } from '../router/routes';
import { Boot, preloadCurrentPage, startBootCalls } from './boot';
import { createUnauthorizedHandler } from './unauthorized';

const ALICE = { name: 'alice', isAdmin: false, isAppPublisher: false, isGroupAdmin: false, environment_name: 'ROOT' };

/** A current-user answer held back until the test lets it go. */
function heldUser(body: typeof ALICE) {
  let release = () => undefined as void;
  const released = new Promise<void>((r) => (release = r));
  const handler = mockOperation('main', 'getCurrentUser', async () => {
    await released;
    return { status: 200, body };
  });
  return { handler, release };
}

const requested = (calls: { method: string; path: string }[]) => calls.map((c) => `${c.method} ${c.path}`);

jest.setTimeout(30_000);

describe('boot', () => {
  beforeEach(() => window.localStorage.clear());

  it("starts the page's code and its first calls beside the current user's, before that answered", async () => {
    const user = heldUser(ALICE);
    const { client, calls } = createMockClient([
      user.handler,
      mockOperation('main', 'listApplications', { status: 200, body: { applications: [] } }),
    ]);
    const page = matchRoutes(appRoutes, '/applications')!.at(-1)!.route;
    const code = jest.spyOn(page, 'lazy' as never);
    startBootCalls(client, '/applications');
    expect(code).toHaveBeenCalled();
    await waitFor(() =>
      expect(requested(calls)).toEqual(
        expect.arrayContaining(['GET /pro-api/v2/applications', 'GET /pro-api/v2/applications/categories']),
      ),
    );
    user.release();
    jest.restoreAllMocks();
  });

  it('goes to login when a call the page preloads answers 401 before the routes have mounted', async () => {
    window.history.replaceState(null, '', '/applications');
    const { client } = createMockClient(
      [
        mockOperation('main', 'getCurrentUser', { status: 200, body: ALICE }),
        mockOperation('main', 'listApplications', { status: 401 }),
      ],
      createUnauthorizedHandler('/'),
    );
    const boot = preloadCurrentPage(client, startBootCalls(client), '/');
    render(<Boot client={client} basePath="/" boot={boot} />);
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(window.location.search).toBe(`?returnTo=${encodeURIComponent('/applications')}`);
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it("starts the Users page's environment list before the current user answered", async () => {
    window.history.replaceState(null, '', '/users');
    const user = heldUser({ ...ALICE, isAdmin: true });
    const { client, calls } = createMockClient([
      user.handler,
      mockOperation('main', 'listEnvironments', { status: 200, body: { environments: [] } }),
    ]);
    preloadCurrentPage(client, startBootCalls(client), '/');
    await waitFor(() => expect(requested(calls)).toContain('GET /pro-api/v2/environments'));
    user.release();
  });

  it.each([
    ['/users', '/'],
    ['/portal/users', '/portal/'],
  ])('starts the first calls of the page at %s (base path %s) once', async (address, basePath) => {
    window.history.replaceState(null, '', address);
    const { client, calls } = createMockClient([
      mockOperation('main', 'getCurrentUser', { status: 200, body: { ...ALICE, isAdmin: true } }),
      mockOperation('main', 'listEnvironments', { status: 200, body: { environments: [] } }),
    ]);
    preloadCurrentPage(client, startBootCalls(client), basePath);
    await waitFor(() => expect(requested(calls)).toContain('GET /pro-api/v2/environments'));
    await new Promise((r) => setTimeout(r, 50));
    expect(requested(calls).filter((c) => c === 'GET /pro-api/v2/environments')).toHaveLength(1);
  });

  it("shows nothing until the page's code is here, then the page", async () => {
    window.history.replaceState(null, '', '/login');
    const { client } = createMockClient([]);
    let arrive = () => undefined as void;
    const pageCode = new Promise<void>((resolve) => (arrive = resolve));
    const boot = { ...startBootCalls(client), user: Promise.resolve(null), pageCode };
    const { container } = render(<Boot client={client} basePath="/" boot={boot} />);
    // The current user's (absent) answer arrives meanwhile, and Boot takes it in.
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(container).toBeEmptyDOMElement();
    await act(async () => arrive());
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});
