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
} from './states';

describe('WebUI sessions', () => {
  it('have the states created, launching, running, crashed, terminated, timedout', () => {
    expect(WEBUI_SESSION_STATES).toEqual(['created', 'launching', 'running', 'crashed', 'terminated', 'timedout']);
  });
  it.each([
    ['created', true, false],
    ['launching', true, false],
    ['running', true, false],
    ['crashed', false, true],
    ['terminated', false, true],
    ['timedout', false, true],
  ])('%s: terminate %s, delete %s', (state, terminate, remove) => {
    expect(canTerminate('webui', state)).toBe(terminate);
    expect(canDelete('webui', state)).toBe(remove);
    expect(isFinalState('webui', state)).toBe(remove);
  });
});

describe('Solver sessions', () => {
  it('have the states created, queued, initializing, ready, running, finished, terminated, error', () => {
    expect(SOLVER_SESSION_STATES).toEqual([
      'created',
      'queued',
      'initializing',
      'ready',
      'running',
      'finished',
      'terminated',
      'error',
    ]);
  });
  it.each([
    ['created', true, false],
    ['queued', true, false],
    ['initializing', true, false],
    ['ready', true, false],
    ['running', true, false],
    ['finished', false, true],
    ['terminated', false, true],
    ['error', false, true],
  ])('%s: terminate %s, delete %s', (state, terminate, remove) => {
    expect(canTerminate('solver', state)).toBe(terminate);
    expect(canDelete('solver', state)).toBe(remove);
    expect(isFinalState('solver', state)).toBe(remove);
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
