import type { ComponentType, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import type { MixedMode } from '@pro-portal/sdk';
import type { SignedInUser } from '../shared/portal-context';
import { AppProviders } from '../app/providers/app-providers';
import { AppRouter } from '../app/router/app-router';
import { guardHistory } from '../shared/leave-blocker';
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
  /** Providers around the whole portal (a feature's test setting, e.g. the jobs' time zone). */
  wrapper?: ComponentType<{ children: ReactNode }>;
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
  const { path = '/', user = {}, mode = 'no', routes = [], basePath = '/', handleUnauthorized, wrapper } = options;
  const onUnauthorized = handleUnauthorized ? createUnauthorizedHandler(basePath) : undefined;
  const { client, calls } = createMockClient(routes, onUnauthorized);
  const history = guardHistory(createMemoryHistory({ initialEntries: [path], v5Compat: true }));
  const view = render(
    <AppProviders
      client={client}
      basePath={basePath}
      isMixedMode={mode}
      initialUser={user ? signedIn(user) : null}
      isolatedCache
    >
      <AppRouter history={history} />
    </AppProviders>,
    { wrapper },
  );
  return { ...view, history, calls, client };
}

/** The portal's providers without its routes, for a hook or component under test; the SDK client is answered as in renderApp. */
export function appProvidersWrapper(routes: HttpHandler[] = []) {
  const { client, calls } = createMockClient(routes);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders client={client} basePath="/" isMixedMode="no" initialUser={signedIn()} isolatedCache>
      {children}
    </AppProviders>
  );
  return { client, calls, wrapper };
}
