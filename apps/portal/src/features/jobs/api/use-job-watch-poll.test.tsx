import { renderHook, waitFor } from '@testing-library/react';
import type { JsonOf, Session, Task } from '@pro-portal/sdk';
import { mockOperation } from '@pro-portal/sdk/testing';
import { appProvidersWrapper } from '../../../testing/render-app';
import { watchesKey } from '../lib/job-watch-key';
import { readWatches, watchJobs, type JobEnding, type WatchedJob } from '../lib/job-watches';
import { aSession, aTask } from '../testing/fixtures';
import { useJobWatchPoll } from './use-job-watch-poll';

const INTERVAL = 150;
const KEY = watchesKey('Sales', 'alice');
const CREATED = '2026-07-01T10:00:00.000Z';
const DAY_MS = 24 * 3600_000;

/** A task list's days as the platform reads them: from the start of `after` to the end of `before`, in UTC. */
function taskDays(query: URLSearchParams): { from: number; to: number } {
  const [after, before] = [query.get('after') ?? '', query.get('before') ?? ''];
  expect([after, before]).toEqual([
    expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
  ]);
  return { from: Date.parse(`${after}T00:00:00Z`), to: Date.parse(`${before}T00:00:00Z`) + DAY_MS };
}
const watch = (kind: WatchedJob['kind'], id: string): WatchedJob =>
  kind === 'task' ? { kind, id, groupIndex: 0, createdAt: CREATED } : { kind, id, createdAt: CREATED };

/** The list calls the watcher made, in order, as the kind each asked for. */
function listRoutes(tasks: () => JsonOf<Task>[], sessions: (kind: string) => JsonOf<Session>[]) {
  const asked: string[] = [];
  const queries: URLSearchParams[] = [];
  const routes = [
    mockOperation('main', 'listTasks', ({ url }) => {
      asked.push('task');
      queries.push(url.searchParams);
      return { status: 200, body: { current_batch: tasks(), total_tasks: tasks().length } };
    }),
    mockOperation('sessions', 'listSessions', ({ params, url }) => {
      asked.push(String(params.kind));
      queries.push(url.searchParams);
      const rows = sessions(String(params.kind));
      return { status: 200, body: { sessions: rows, total: rows.length } };
    }),
  ];
  return { routes, asked, queries };
}

function renderPoll(routes: ReturnType<typeof listRoutes>['routes'], onEnded: (endings: JobEnding[]) => void) {
  const { wrapper } = appProvidersWrapper(routes);
  return renderHook(() => useJobWatchPoll(KEY, onEnded, INTERVAL), { wrapper });
}

afterEach(() => window.localStorage.clear());

describe('watching jobs', () => {
  it('makes one list call per interval for many watched jobs of every kind, the kinds taking turns', async () => {
    watchJobs(KEY, [
      ...['t1', 't2', 't3', 't4'].map((id) => watch('task', id)),
      ...['w1', 'w2', 'w3'].map((id) => watch('webui', id)),
      ...['s1', 's2'].map((id) => watch('solver', id)),
    ]);
    const { routes, asked, queries } = listRoutes(
      () => ['t1', 't2', 't3', 't4'].map((id) => aTask(id, 'running')),
      (kind) => (kind === 'webui' ? ['w1', 'w2', 'w3'] : ['s1', 's2']).map((id) => aSession(id, 'running')),
    );
    const started = Date.now();
    const { unmount } = renderPoll(routes, jest.fn());
    await waitFor(() => expect(asked.length).toBeGreaterThanOrEqual(6), { timeout: 5000 });
    const elapsed = Date.now() - started;
    unmount();
    // Six calls for nine watched jobs, each after the interval that followed the one before.
    expect(elapsed).toBeGreaterThanOrEqual(5 * INTERVAL);
    expect(asked.slice(0, 6)).toEqual(['task', 'webui', 'solve', 'task', 'webui', 'solve']);
    // Each asks only for the time the watched jobs were created in: tasks by day (the browser's
    // calendar days around it, whatever its time zone), sessions to the millisecond.
    const days = taskDays(queries[0]);
    expect(days.from).toBeLessThanOrEqual(Date.parse(CREATED));
    expect(days.to).toBeGreaterThan(Date.parse(CREATED));
    expect(days.to - days.from).toBeLessThanOrEqual(3 * DAY_MS);
    expect(queries[1].get('created_after')).toBe(CREATED);
    expect(queries[1].get('created_before')).toBe('2026-07-01T10:00:00.001Z');
    expect(readWatches(KEY)).toHaveLength(9);
  });

  it('tells the jobs seen in a final state once, stops watching them and drops the ones deleted meanwhile', async () => {
    watchJobs(KEY, [watch('task', 't1'), watch('task', 't2'), watch('task', 'gone')]);
    let t1: JsonOf<Task>['state'] = 'running';
    const { routes, asked } = listRoutes(
      () => [aTask('t1', t1), aTask('t2', 'solving')],
      () => [],
    );
    const onEnded = jest.fn();
    const { unmount } = renderPoll(routes, onEnded);
    await waitFor(() => expect(asked.length).toBeGreaterThanOrEqual(1));
    // Deleted: the answer held every task of the time asked, and not this one.
    await waitFor(() => expect(readWatches(KEY).map((w) => w.id)).toEqual(['t1', 't2']));
    expect(onEnded).not.toHaveBeenCalled();
    t1 = 'completed';
    await waitFor(() => expect(onEnded).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(onEnded.mock.calls[0][0]).toEqual([expect.objectContaining({ kind: 'task', id: 't1', state: 'completed' })]);
    expect(readWatches(KEY).map((w) => w.id)).toEqual(['t2']);
    const calls = asked.length;
    await waitFor(() => expect(asked.length).toBeGreaterThan(calls + 1), { timeout: 5000 });
    expect(onEnded).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('makes no call when nothing is watched', async () => {
    const { routes, asked } = listRoutes(
      () => [],
      () => [],
    );
    const { unmount } = renderPoll(routes, jest.fn());
    await new Promise((resolve) => setTimeout(resolve, INTERVAL * 3));
    unmount();
    expect(asked).toEqual([]);
  });
});
