import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ALL_APIS, createProClient } from '@pro-portal/sdk';
import { AppProviders } from '../../../app/providers/app-providers';
import { appRoutes } from '../../../app/router/routes';
import { API_BASE_URL } from '../../../shared/paths';
import type { HttpHandler } from 'msw';
import { calls, server, shellHandlers } from '../../../testing/mock-api';
import { signedIn } from '../../../testing/render-app';
import type { SignedInUser } from '../../../shared/portal-context';
import { accountHandlers, failing } from './account-handlers';
import { demoAccount, failure, type FakeAccount } from './fake-account';

/** The page loads lazily and the machine is shared: give queries more time than the default second. */
configure({ asyncUtilTimeout: 10_000 });

export interface RenderUsersOptions {
  account?: FakeAccount;
  path?: string;
  user?: Partial<SignedInUser>;
  /** Calls that fail (see `failing`), answered before the account's state. */
  failures?: HttpHandler[];
}

/** The whole portal at /users, signed in as the ROOT admin, its calls answered by an in-memory account. */
export function renderUsersPage({
  account = demoAccount(),
  path = '/users',
  user = {},
  failures = [],
}: RenderUsersOptions = {}) {
  server.use(...failures, ...accountHandlers(account), ...shellHandlers());
  const client = createProClient({ baseUrl: API_BASE_URL }, ALL_APIS);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const view = render(
    <AppProviders
      client={client}
      basePath="/"
      isMixedMode="no"
      initialUser={signedIn({ name: 'admin', environmentName: 'ROOT', isAdmin: true, ...user })}
      isolatedCache
    >
      <RouterProvider router={router} />
    </AppProviders>,
  );
  /** Calls that change something (not GET), as 'METHOD /path'. */
  const changes = () => calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`);
  return { ...view, router, calls, changes, account };
}

/** The page at `path` with the groups or users of one environment failing to load with 'Database down' until `heal` is called. */
export function renderWithFailedRead(path: string, read: 'listGroups' | 'listUsers', environmentName: string) {
  const user = userEvent.setup();
  let healed = false;
  const failed = failure(500, 'Database down');
  const active = () => !healed;
  const failures = [
    read === 'listGroups'
      ? failing('listGroups', { environmentName }, failed, active)
      : failing('listUsers', { environmentName }, failed, active),
  ];
  const view = renderUsersPage({ path, failures });
  const heal = () => void (healed = true);
  return { ...view, user, heal };
}
