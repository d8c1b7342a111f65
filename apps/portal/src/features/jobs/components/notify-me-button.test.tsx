import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aSession, renderJobs, sessionsRoute } from '../testing/fixtures';

jest.setTimeout(30_000);

const KEY = 'WatchedJobs:Sales:alice';
const kept = () => JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as unknown;

afterEach(() => window.localStorage.clear());

describe('Notify me on the Jobs page', () => {
  it('watches the selected solver sessions that can still end, for this user and environment, until asked to stop', async () => {
    const user = userEvent.setup();
    renderJobs(
      '/sessions/solver',
      sessionsRoute('solve', [
        aSession('s1', 'running', { created_at: '2026-07-01T10:00:00Z' }),
        aSession('s2', 'finished'),
      ]),
    );
    const table = await screen.findByRole('grid', { name: 'Solver sessions' }, { timeout: 8000 });
    await within(table).findByText('s1');
    await user.click(within(table).getByRole('checkbox', { name: 'Select s2' }));
    // A session that has ended is not offered.
    expect(screen.queryByRole('button', { name: /^Notify me/ })).not.toBeInTheDocument();
    await user.click(within(table).getByRole('checkbox', { name: 'Select s1' }));
    await user.click(screen.getByRole('button', { name: 'Notify me (1)' }));
    expect(kept()).toEqual([{ kind: 'solver', id: 's1', createdAt: '2026-07-01T10:00:00.000Z' }]);
    expect(await screen.findByText('You will be told when Solver session s1 ends.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Stop notifying (1)' }));
    expect(window.localStorage.getItem(KEY)).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notify me (1)' })).toBeInTheDocument());
  });
});
