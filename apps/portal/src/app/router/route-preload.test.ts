import type { RouteObject } from 'react-router';
import type { ProClient } from '@pro-portal/sdk';
import { mockOperation } from '@pro-portal/sdk/testing';
import { createMockClient } from '../../testing/mock-api';
import { appRoutes } from './routes';
import { preloadPage } from './route-preload';

function routes() {
  const calls: string[] = [];
  const table: RouteObject[] = [
    {
      path: '/',
      children: [
        {
          path: 'applications',
          lazy: async () => {
            calls.push('applications code');
            return {};
          },
          handle: { firstCalls: () => [[['applications'], async () => calls.push('applications data')]] },
        },
        {
          path: 'users',
          lazy: async () => {
            calls.push('users code');
            return {};
          },
          handle: { firstCalls: () => [[['users'], async () => calls.push('users data')]] },
        },
      ],
    },
  ];
  return { table, calls };
}

const client = {} as ProClient;

describe('preloading the page at the current address', () => {
  it("starts only the matching route's code and first calls, under the base path", async () => {
    const { table, calls } = routes();
    await preloadPage(table, '/portal/applications', '/portal', client, Promise.resolve(false));
    expect(calls.sort()).toEqual(['applications code', 'applications data']);
  });

  it('starts nothing for an address no route matches', async () => {
    const { table, calls } = routes();
    await preloadPage(table, '/elsewhere/users', '/portal', client, Promise.resolve(false));
    expect(calls).toEqual([]);
  });

  it('settles when a chunk cannot be loaded (the page reports it when it shows)', async () => {
    const table: RouteObject[] = [{ path: '/x', lazy: () => Promise.reject(new Error('offline')) }];
    await expect(preloadPage(table, '/x', '/', client, Promise.resolve(false))).resolves.toBeUndefined();
  });

  it('settles only once the code of every matching route is here', async () => {
    let arrive = () => undefined as void;
    const table: RouteObject[] = [
      {
        path: '/x',
        lazy: () => new Promise<{ Component: () => null }>((r) => (arrive = () => r({ Component: () => null }))),
      },
    ];
    let settled = false;
    void preloadPage(table, '/x', '/', client, Promise.resolve(false)).then(() => (settled = true));
    await new Promise((r) => setTimeout(r, 0));
    expect(settled).toBe(false);
    arrive();
    await new Promise((r) => setTimeout(r, 0));
    expect(settled).toBe(true);
  });

  it("starts the applications list and its categories for the portal's applications address", async () => {
    const { client: fake, calls } = createMockClient([
      mockOperation('main', 'listApplications', { status: 200, body: { applications: [] } }),
      mockOperation('main', 'listCategories', { status: 200, body: [] }),
    ]);
    await preloadPage(appRoutes, '/applications', '/', fake, Promise.resolve(false));
    await new Promise((r) => setTimeout(r, 0));
    expect(calls.map((c) => `${c.method} ${c.path}`).sort()).toEqual([
      'GET /pro-api/v2/applications',
      'GET /pro-api/v2/applications/categories',
    ]);
  });
});
