import type { RouteObject } from 'react-router';
import type { ProClient } from '@pro-portal/sdk';
import { LAZY_APIS } from '@pro-portal/sdk/lazy';
import { mockOperation } from '@pro-portal/sdk/testing';
import { createMockClient } from '../../testing/mock-api';
import { appRoutes } from './routes';
import { preloadRouteCode, preloadRouteData } from './route-preload';

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
          handle: { preload: () => calls.push('applications data') },
        },
        {
          path: 'users',
          lazy: async () => {
            calls.push('users code');
            return {};
          },
          handle: { preload: () => calls.push('users data') },
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
    preloadRouteCode(table, '/portal/applications', '/portal');
    preloadRouteData(table, '/portal/applications', '/portal', client);
    await Promise.resolve();
    expect(calls.sort()).toEqual(['applications code', 'applications data']);
  });

  it('starts nothing for an address no route matches', async () => {
    const { table, calls } = routes();
    preloadRouteCode(table, '/elsewhere/users', '/portal');
    preloadRouteData(table, '/elsewhere/users', '/portal', client);
    await Promise.resolve();
    expect(calls).toEqual([]);
  });

  it('swallows a failing chunk load (the router reports it when it needs the page)', async () => {
    const table: RouteObject[] = [{ path: '/x', lazy: () => Promise.reject(new Error('offline')) }];
    expect(() => preloadRouteCode(table, '/x', '/')).not.toThrow();
    await new Promise((r) => setTimeout(r, 0));
  });

  it("starts the applications list and its categories for the portal's applications address", async () => {
    const { client: fake, calls } = createMockClient([
      mockOperation('main', 'listApplications', { status: 200, body: { applications: [] } }),
      mockOperation('main', 'listCategories', { status: 200, body: [] }),
    ]);
    preloadRouteData(appRoutes, '/applications', '/', fake);
    await new Promise((r) => setTimeout(r, 0));
    expect(calls.map((c) => `${c.method} ${c.path}`).sort()).toEqual([
      'GET /pro-api/v2/applications',
      'GET /pro-api/v2/applications/categories',
    ]);
  });

  it("loads the applications list's API classes with its code, before the current user answered", async () => {
    const applications = jest.spyOn(LAZY_APIS.main.applications, 'load');
    const categories = jest.spyOn(LAZY_APIS.main.categories, 'load');
    const others = jest.spyOn(LAZY_APIS.main.users, 'load');
    preloadRouteCode(appRoutes, '/applications', '/');
    expect(applications).toHaveBeenCalledTimes(1);
    expect(categories).toHaveBeenCalledTimes(1);
    expect(others).not.toHaveBeenCalled();
    jest.restoreAllMocks();
  });
});
