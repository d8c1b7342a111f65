import type { JobKind } from '@pro-portal/rules';
import { offeredActions } from './actions';
import { LIVE_REFRESH_MS, liveRefreshInterval } from './live-refresh';

const offer = (kind: JobKind, states: string[]) =>
  offeredActions(kind, states, (s) => s).map((o) => `${o.label} (${o.rows.length})`);

describe('actions offered for the selected rows: each only in the states that allow it', () => {
  const TERMINATE = ['Terminate (1)'];
  const DELETE = ['Delete (1)'];
  const INTERRUPT = ['Interrupt solve (1)', 'Interrupt execution (1)'];
  /** The actions each state allows, by the kind's name in the test titles. */
  const ALLOWED: [string, JobKind, Record<string, string[]>][] = [
    [
      'WebUI session',
      'webui',
      {
        created: TERMINATE,
        launching: TERMINATE,
        running: TERMINATE,
        crashed: DELETE,
        terminated: DELETE,
        timedout: DELETE,
      },
    ],
    [
      'solver session',
      'solver',
      {
        created: TERMINATE,
        queued: TERMINATE,
        initializing: TERMINATE,
        ready: TERMINATE,
        running: TERMINATE,
        finished: DELETE,
        terminated: DELETE,
        error: DELETE,
      },
    ],
    [
      'task',
      'task',
      {
        queued: DELETE,
        running: INTERRUPT,
        solving: INTERRUPT,
        failed: DELETE,
        completed: ['Download response (1)', 'Delete (1)'],
      },
    ],
  ];

  it.each(
    ALLOWED.flatMap(([title, kind, states]) =>
      Object.entries(states).map(([state, actions]) => [title, state, actions, kind] as const),
    ),
  )('%s %s allows %j', (_title, state, actions, kind) => {
    expect(offer(kind, [state])).toEqual(actions);
  });

  it('applies each action to the selected rows that allow it only', () => {
    const offers = offeredActions('task', ['completed', 'running', 'failed', 'queued'], (s) => s);
    expect(offers.map((o) => [o.action, o.rows])).toEqual([
      ['downloadResponse', ['completed']],
      ['interruptSolve', ['running']],
      ['interruptExecution', ['running']],
      ['delete', ['completed', 'failed', 'queued']],
    ]);
  });

  it('offers nothing for an empty selection or an unknown state', () => {
    expect(offer('webui', [])).toEqual([]);
    expect(offer('task', ['exploded'])).toEqual([]);
  });
});

describe('live refresh', () => {
  it('refreshes while a row can still change and the tab is visible', () => {
    expect(liveRefreshInterval('task', ['completed', 'queued'], true)).toBe(LIVE_REFRESH_MS);
    expect(liveRefreshInterval('webui', ['running'], true)).toBe(LIVE_REFRESH_MS);
  });

  it('stops when every row is final, when there are no rows, and while the tab is hidden', () => {
    expect(liveRefreshInterval('task', ['completed', 'failed'], true)).toBe(0);
    expect(liveRefreshInterval('solver', ['finished', 'terminated', 'error'], true)).toBe(0);
    expect(liveRefreshInterval('task', [], true)).toBe(0);
    expect(liveRefreshInterval('task', ['queued'], false)).toBe(0);
  });
});
