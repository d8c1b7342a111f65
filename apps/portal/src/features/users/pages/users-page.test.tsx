import { act, screen, waitFor } from '@testing-library/react';
import { mockOperation } from '@pro-portal/sdk/testing';
import { renderUsersPage } from '../testing/render-users';

jest.setTimeout(30_000);

const repeated = (paths: string[]) => [...new Set(paths.filter((p, i) => paths.indexOf(p) !== i))];
const ACCOUNT_WIDE = ['/pro-api/v2/users', '/pro-api/v2/groups'];

describe('users page first load', () => {
  it('reads every environment’s users and groups in one call each, and everything else, once', async () => {
    const { calls } = renderUsersPage();
    const gets = () => calls.filter((c) => c.method === 'GET').map((c) => c.path);
    expect(await screen.findByRole('tab', { name: 'Groups (5)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Users (1)' })).toBeInTheDocument();
    await waitFor(() => expect(gets()).toEqual(expect.arrayContaining(ACCOUNT_WIDE)));
    // Give a late second read, or a read per environment, the chance to show up.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(repeated(gets())).toEqual([]);
    expect(gets().filter((path) => path.startsWith('/pro-api/v2/environments/'))).toEqual([]);
  });

  it('starts the users and groups calls without waiting for the environment list', async () => {
    let started = () => {};
    const bothStarted = new Promise<void>((resolve) => (started = resolve));
    const { calls } = renderUsersPage({
      // The environment list answers only once both account-wide calls were made: a page that waited
      // for it before making them would never show its tabs.
      failures: [
        mockOperation('main', 'listEnvironments', async () => {
          await bothStarted;
          return undefined;
        }),
      ],
    });
    await waitFor(() => {
      const paths = calls.map((c) => c.path);
      expect(paths).toEqual(expect.arrayContaining([...ACCOUNT_WIDE, '/pro-api/v2/environments']));
    });
    started();
    expect(await screen.findByRole('tab', { name: 'Groups (5)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Users (1)' })).toBeInTheDocument();
  });
});
