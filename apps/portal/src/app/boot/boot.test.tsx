import { render, screen, waitFor } from '@testing-library/react';
import { LAZY_APIS } from '@pro-portal/sdk/lazy';
import { mockOperation } from '@pro-portal/sdk/testing';
import { createMockClient } from '../../testing/mock-api';
import { Boot, preloadCurrentPage, startBootCalls } from './boot';
import { createUnauthorizedHandler } from './unauthorized';

jest.setTimeout(30_000);

describe('boot', () => {
  beforeEach(() => window.localStorage.clear());

  // First: a page's code loads once per page load, and the next test loads this one's.
  it("starts the page's code with the first calls, before the base path is known", () => {
    const applications = jest.spyOn(LAZY_APIS.main.applications, 'load');
    const { client } = createMockClient([]);
    startBootCalls(client, '/applications');
    expect(applications).toHaveBeenCalled();
    jest.restoreAllMocks();
  });

  it('goes to login when a call the page preloads answers 401 before the routes have mounted', async () => {
    window.history.replaceState(null, '', '/applications');
    const { client } = createMockClient(
      [
        mockOperation('main', 'getCurrentUser', {
          status: 200,
          body: { name: 'alice', isAdmin: false, isAppPublisher: false, isGroupAdmin: false, environment_name: 'ROOT' },
        }),
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

  it("starts the Users page's environment list once the current user answered, before the page's code has run", async () => {
    window.history.replaceState(null, '', '/users');
    const { client, calls } = createMockClient([
      mockOperation('main', 'getCurrentUser', {
        status: 200,
        body: { name: 'admin', isAdmin: true, isAppPublisher: false, isGroupAdmin: false, environment_name: 'ROOT' },
      }),
      mockOperation('main', 'listEnvironments', { status: 200, body: { environments: [] } }),
    ]);
    preloadCurrentPage(client, startBootCalls(client), '/');
    await waitFor(() => expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('GET /pro-api/v2/environments'));
  });

  it("shows nothing until the page's code is here, then the page", async () => {
    window.history.replaceState(null, '', '/login');
    const { client } = createMockClient([]);
    let arrive = () => undefined as void;
    const pageCode = new Promise<void>((resolve) => (arrive = resolve));
    const boot = { ...startBootCalls(client), user: Promise.resolve(null), pageCode };
    const { container } = render(<Boot client={client} basePath="/" boot={boot} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(container).toBeEmptyDOMElement();
    arrive();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});
