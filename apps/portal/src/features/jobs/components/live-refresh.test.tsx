import { act, screen } from '@testing-library/react';
import { mockOperation } from '@pro-portal/sdk/testing';
import { aTask, renderJobs } from '../testing/fixtures';
import { LIVE_REFRESH_MS } from '../lib/live-refresh';

jest.setTimeout(30_000);

const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
};
const wait = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

describe('live states', () => {
  afterEach(() => setVisibility('visible'));

  it('refreshes while a task is not final, shows the new state, pauses while the tab is hidden and stops once all are final', async () => {
    let state: Parameters<typeof aTask>[1] = 'queued';
    let calls = 0;
    renderJobs('/sessions/task', [
      mockOperation('main', 'listTasks', () => {
        calls++;
        return { status: 200, body: { current_batch: [aTask('t1', state)], total_tasks: 1 } };
      }),
    ]);
    expect(await screen.findByText('queued', {}, { timeout: 8000 })).toBeInTheDocument();
    state = 'running';
    expect(await screen.findByText('running', {}, { timeout: LIVE_REFRESH_MS * 2 })).toBeInTheDocument();

    setVisibility('hidden');
    const whileHidden = calls;
    state = 'solving';
    await wait(LIVE_REFRESH_MS * 2);
    expect(calls).toBe(whileHidden);
    expect(screen.getByText('running')).toBeInTheDocument();

    setVisibility('visible');
    expect(await screen.findByText('solving', {}, { timeout: LIVE_REFRESH_MS * 2 })).toBeInTheDocument();
    state = 'completed';
    expect(await screen.findByText('completed', {}, { timeout: LIVE_REFRESH_MS * 2 })).toBeInTheDocument();
    const whenFinal = calls;
    await wait(LIVE_REFRESH_MS * 2);
    expect(calls).toBe(whenFinal);
  });
});
