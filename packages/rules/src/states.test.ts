import { describe, expect, it } from '@jest/globals';
import {
  SOLVER_SESSION_STATES,
  TASK_STATES,
  WEBUI_SESSION_STATES,
  allowedActions,
  canDelete,
  canDownloadResponse,
  canInterruptExecution,
  canInterruptSolve,
  canTerminate,
  isActionAllowedForAll,
  isFinalState,
  JOB_KIND_OF,
  SESSION_MANAGER_KIND,
  statesAllowing,
} from './states';

/** Each session kind's states in the spec's order: the ones that may be terminated, then the final ones that may be deleted. */
const SESSION_KINDS = [
  ['webui', WEBUI_SESSION_STATES, ['created', 'launching', 'running'], ['crashed', 'terminated', 'timedout']],
  [
    'solver',
    SOLVER_SESSION_STATES,
    ['created', 'queued', 'initializing', 'ready', 'running'],
    ['finished', 'terminated', 'error'],
  ],
] as const;

describe.each(SESSION_KINDS)('%s sessions', (kind, states, terminable, deletable) => {
  it(`have the states ${[...terminable, ...deletable].join(', ')}`, () => {
    expect(states).toEqual([...terminable, ...deletable]);
  });
  it.each(states.map((state) => [state, (terminable as readonly string[]).includes(state)] as const))(
    '%s: terminate %s, delete and final the opposite',
    (state, terminate) => {
      expect(canTerminate(kind, state)).toBe(terminate);
      expect(canDelete(kind, state)).toBe(!terminate);
      expect(isFinalState(kind, state)).toBe(!terminate);
    },
  );
  it('lists the states that allow terminating and deleting, in order', () => {
    expect(statesAllowing(kind, 'terminate')).toEqual(terminable);
    expect(statesAllowing(kind, 'delete')).toEqual(deletable);
  });
});

describe('session-manager kinds', () => {
  it.each(['webui', 'solver', 'task'] as const)('%s maps to its path name and back', (kind) => {
    expect(JOB_KIND_OF[SESSION_MANAGER_KIND[kind]]).toBe(kind);
  });
});

describe('Tasks', () => {
  it('have the documented v2 states queued, assigned, running, solving, failed, completed', () => {
    expect(TASK_STATES).toEqual(['queued', 'assigned', 'running', 'solving', 'failed', 'completed']);
  });
  it.each([
    ['queued', { download: false, interrupt: false, remove: true, final: false }],
    ['assigned', { download: false, interrupt: false, remove: false, final: false }],
    ['running', { download: false, interrupt: true, remove: false, final: false }],
    ['solving', { download: false, interrupt: true, remove: false, final: false }],
    ['failed', { download: false, interrupt: false, remove: true, final: true }],
    ['completed', { download: true, interrupt: false, remove: true, final: true }],
  ])('%s allows %j', (state, expected) => {
    expect(canDownloadResponse(state)).toBe(expected.download);
    expect(canInterruptSolve(state)).toBe(expected.interrupt);
    expect(canInterruptExecution(state)).toBe(expected.interrupt);
    expect(canDelete('task', state)).toBe(expected.remove);
    expect(isFinalState('task', state)).toBe(expected.final);
  });
});

describe('unknown states and bulk actions', () => {
  it('allow nothing in an unknown state', () => {
    expect(allowedActions('task', 'exploded')).toEqual([]);
    expect(allowedActions('webui', 'toString')).toEqual([]);
  });
  it('allow a bulk action only when every selected row allows it', () => {
    expect(isActionAllowedForAll('webui', ['crashed', 'timedout'], 'delete')).toBe(true);
    expect(isActionAllowedForAll('webui', ['crashed', 'running'], 'delete')).toBe(false);
    expect(isActionAllowedForAll('webui', [], 'delete')).toBe(false);
  });
});
