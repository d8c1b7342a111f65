import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { MixedMode } from '@pro-portal/sdk';
import type { SignedInUser } from '../shared/portal-context';
import { AppProviders } from '../app/providers/app-providers';
import { appRoutes } from '../app/router/routes';
import { createUnauthorizedHandler } from '../app/boot/unauthorized';
import type { HttpHandler } from 'msw';
import { createMockClient } from './mock-api';

export interface RenderAppOptions {
  path?: string;
  user?: Partial<SignedInUser> | null;
  mode?: MixedMode;
  /** The test's own answers (the kit's `mockOperation`), before the shell's and the kit's examples. */
  routes?: HttpHandler[];
  basePath?: string;
  /** Wire the SDK's 401 callback as the portal does. */
  handleUnauthorized?: boolean;
}

export const signedIn = (user: Partial<SignedInUser> = {}): SignedInUser => ({
  name: 'alice',
  environmentName: 'Sales',
  isAdmin: false,
  isAppPublisher: false,
  isGroupAdmin: false,
  ...user,
});

/** Renders the whole routed portal in memory, with an SDK client answered by the testing kit's handlers and the test's own answers (`routes`). */
export function renderApp(options: RenderAppOptions = {}) {
  const { path = '/', user = {}, mode = 'no', routes = [], basePath = '/', handleUnauthorized } = options;
  const onUnauthorized = handleUnauthorized ? createUnauthorizedHandler(basePath) : undefined;
  const { client, calls } = createMockClient(routes, onUnauthorized);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const view = render(
    <AppProviders
      client={client}
      basePath={basePath}
      isMixedMode={mode}
      initialUser={user ? signedIn(user) : null}
      isolatedCache
    >
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, calls, client };
}
