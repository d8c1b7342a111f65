import { offeredActions } from './actions';
import { LIVE_REFRESH_MS, liveRefreshInterval } from './live-refresh';

const offer = (kind: 'webui' | 'solver' | 'task', states: string[]) =>
  offeredActions(kind, states, (s) => s).map((o) => `${o.label} (${o.rows.length})`);

describe('actions offered for the selected states (spec section 4)', () => {
  it.each([
    ['created', ['Terminate (1)']],
    ['launching', ['Terminate (1)']],
    ['running', ['Terminate (1)']],
    ['crashed', ['Delete (1)']],
    ['terminated', ['Delete (1)']],
    ['timedout', ['Delete (1)']],
  ])('WebUI session %s allows %j', (state, actions) => {
    expect(offer('webui', [state])).toEqual(actions);
  });

  it.each([
    ['created', ['Terminate (1)']],
    ['queued', ['Terminate (1)']],
    ['initializing', ['Terminate (1)']],
    ['ready', ['Terminate (1)']],
    ['running', ['Terminate (1)']],
    ['finished', ['Delete (1)']],
    ['terminated', ['Delete (1)']],
    ['error', ['Delete (1)']],
  ])('solver session %s allows %j', (state, actions) => {
    expect(offer('solver', [state])).toEqual(actions);
  });

  it.each([
    ['queued', ['Delete (1)']],
    ['running', ['Interrupt solve (1)', 'Interrupt execution (1)']],
    ['solving', ['Interrupt solve (1)', 'Interrupt execution (1)']],
    ['failed', ['Delete (1)']],
    ['completed', ['Download response (1)', 'Delete (1)']],
  ])('task %s allows %j', (state, actions) => {
    expect(offer('task', [state])).toEqual(actions);
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
