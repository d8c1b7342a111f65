import { act, screen, waitFor } from '@testing-library/react';
import { renderUsersPage } from '../testing/render-users';

jest.setTimeout(30_000);

const repeated = (paths: string[]) => [...new Set(paths.filter((p, i) => paths.indexOf(p) !== i))];

describe('users page first load', () => {
  it('reads each environment’s users and groups, and everything else, once', async () => {
    const { calls } = renderUsersPage();
    const gets = () => calls.filter((c) => c.method === 'GET').map((c) => c.path);
    const listings = ['ROOT', 'Demo', 'SSO'].flatMap((env) => [
      `/pro-api/v2/environments/${env}/users`,
      `/pro-api/v2/environments/${env}/groups`,
    ]);
    expect(await screen.findByRole('tab', { name: 'Groups (5)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Users (1)' })).toBeInTheDocument();
    await waitFor(() => expect(gets()).toEqual(expect.arrayContaining(listings)));
    // Give a late second read the chance to show up.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(repeated(gets())).toEqual([]);
  });
});
