import { STATES, type JobKind } from '@pro-portal/rules';
import { offeredActions, rowMenuItems } from './actions';
import { LIVE_REFRESH_MS, liveRefreshInterval } from './live-refresh';

const offer = (kind: JobKind, states: string[]) =>
  offeredActions(kind, states, (s) => s).map((o) => (o.single ? o.label : `${o.label} (${o.rows.length})`));

describe('actions offered for the selected rows: each only in the states that allow it', () => {
  const LOG = 'Session log';
  const TERMINATE = [LOG, 'Terminate (1)'];
  const DELETE = [LOG, 'Delete (1)'];
  const INTERRUPT = [LOG, 'Interrupt solve (1)', 'Interrupt execution (1)'];
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
        // A queued job has no log yet.
        queued: ['Terminate (1)'],
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
        queued: ['Delete (1)'],
        assigned: [LOG],
        running: INTERRUPT,
        solving: INTERRUPT,
        failed: DELETE,
        completed: ['Download response (1)', LOG, 'Delete (1)'],
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

  it("offers a session log for one selected row only: it shows one run's log", () => {
    expect(offer('solver', ['running', 'error'])).toEqual(['Terminate (1)', 'Delete (1)']);
    expect(offer('task', ['queued'])).toEqual(['Delete (1)']);
  });

  it('offers nothing for an empty selection or an unknown state', () => {
    expect(offer('webui', [])).toEqual([]);
    expect(offer('task', ['exploded'])).toEqual([]);
  });
});

describe("a row's context menu", () => {
  const menu = (kind: JobKind, state: string) =>
    rowMenuItems(kind, state, (s) => s).map((item) => `${item.label}${item.enabled ? '' : ' (disabled)'}`);

  it('lists every action of the kind, enabled where the state allows it', () => {
    expect(menu('task', 'completed')).toEqual([
      'Download response',
      'Session log',
      'Interrupt solve (disabled)',
      'Interrupt execution (disabled)',
      'Delete',
    ]);
    expect(menu('task', 'queued')).toEqual([
      'Download response (disabled)',
      'Session log (disabled)',
      'Interrupt solve (disabled)',
      'Interrupt execution (disabled)',
      'Delete',
    ]);
    expect(menu('webui', 'running')).toEqual(['Session log', 'Terminate', 'Delete (disabled)']);
    expect(menu('solver', 'queued')).toEqual(['Session log (disabled)', 'Terminate', 'Delete (disabled)']);
  });

  it('enables exactly what the toolbar offers for that row alone, in every state', () => {
    for (const kind of ['webui', 'solver', 'task'] as const) {
      for (const state of STATES[kind]) {
        const enabled = rowMenuItems(kind, state, (s) => s).filter((item) => item.enabled);
        expect(enabled.map((item) => item.action)).toEqual(
          offeredActions(kind, [state], (s) => s).map((o) => o.action),
        );
      }
    }
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
