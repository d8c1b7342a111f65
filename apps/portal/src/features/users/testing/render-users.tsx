import { configure } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { renderApp } from '../../../testing/render-app';
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
  const view = renderApp({
    path,
    routes: [...failures, ...accountHandlers(account)],
    user: { name: 'admin', environmentName: 'ROOT', isAdmin: true, ...user },
  });
  /** Calls that change something (not GET), as 'METHOD /path'. */
  const changes = () => view.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`);
  return { ...view, changes, account };
}

/**
 * The page at `path` with the groups or users of one environment failing to load with 'Database down'
 * until `heal` is called: the account-wide list fails, and so does that environment's own list.
 */
export function renderWithFailedRead(path: string, read: 'listGroups' | 'listUsers', environmentName: string) {
  const user = userEvent.setup();
  let healed = false;
  const failed = failure(500, 'Database down');
  const active = () => !healed;
  const failures =
    read === 'listGroups'
      ? [failing('listAllGroups', {}, failed, active), failing('listGroups', { environmentName }, failed, active)]
      : [failing('listAllUsers', {}, failed, active), failing('listUsers', { environmentName }, failed, active)];
  const view = renderUsersPage({ path, failures });
  const heal = () => void (healed = true);
  return { ...view, user, heal };
}
