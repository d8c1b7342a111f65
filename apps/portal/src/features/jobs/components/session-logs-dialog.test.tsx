import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockOperation } from '@pro-portal/sdk/testing';
import { aSession, renderJobs, sessionsRoute, textsOf } from '../testing/fixtures';

jest.setTimeout(30_000);

const entries = Array.from({ length: 45 }, (_, i) => ({
  time: new Date(Date.UTC(2026, 6, 1, 10, 0, i)).toISOString(),
  level: i % 10 === 9 ? 'error' : 'info',
  message: `Step ${i + 1}${i % 10 === 9 ? ' failed' : ''}`,
}));

describe('the session log viewer', () => {
  it('pages through the log and filters it on the server by text and time range', async () => {
    const seen: URLSearchParams[] = [];
    renderJobs('/sessions/solver', [
      ...sessionsRoute('solve', [aSession('s1', 'running'), aSession('s2', 'finished')]),
      mockOperation('sessions', 'getSessionLogs', ({ params, query, url }) => {
        if (params.kind !== 'solve' || params.session_id !== 's1') return undefined;
        seen.push(url.searchParams);
        const matching = entries.filter((e) => e.message.includes(query.contains ?? ''));
        const offset = Number(query.offset);
        return {
          status: 200,
          body: { entries: matching.slice(offset, offset + Number(query.limit)), total: matching.length },
        };
      }),
    ]);
    await userEvent.click(await screen.findByText('s1', {}, { timeout: 8000 }));
    await userEvent.click(screen.getByRole('button', { name: 'Session log' }));
    const dialog = await screen.findByRole('dialog', { name: 'Logs of session s1' });
    const table = await within(dialog).findByRole('table', { name: 'Log entries' });
    expect(textsOf(table, 'columnheader')).toEqual(['Time (GMT+5:30)', 'Level', 'Message']);
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(within(table).getAllByRole('cell')[0]).toHaveTextContent('2026-07-01 15:30:00');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Page 3' }));
    expect(await within(dialog).findByText('Step 45')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Contains' }), 'failed');
    expect(await within(dialog).findByText('Step 40 failed')).toBeInTheDocument();
    expect(within(within(dialog).getByRole('table', { name: 'Log entries' })).getAllByRole('row')).toHaveLength(5);
    expect(within(dialog).queryByRole('navigation', { name: 'Log pages' })).not.toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '2026-07-01T15:30' } });
    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: '2026-07-01T16:00' } });
    await waitFor(() => expect(seen[seen.length - 1]?.get('to_time')).toBeTruthy());
    const last = Object.fromEntries(seen[seen.length - 1] ?? []);
    expect(last).toMatchObject({ contains: 'failed', offset: '0', limit: '20' });
    expect(new Date(last.from_time ?? '').getTime()).toBe(new Date('2026-07-01T15:30').getTime());
    expect(new Date(last.to_time ?? '').getTime()).toBe(new Date('2026-07-01T16:00').getTime());
  });

  it('offers Session log only for a single selected session', async () => {
    renderJobs('/sessions/webui', sessionsRoute('webui', [aSession('w1', 'running'), aSession('w2', 'crashed')]));
    await userEvent.click(await screen.findByText('w1', {}, { timeout: 8000 }));
    expect(screen.getByRole('button', { name: 'Session log' })).toBeInTheDocument();
    fireEvent.click(screen.getByText('w2'), { ctrlKey: true });
    expect(screen.queryByRole('button', { name: 'Session log' })).not.toBeInTheDocument();
  });
});
