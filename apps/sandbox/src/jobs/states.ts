/** Which actions each state allows (spec section 4). */
export const WEBUI_STATES = ['created', 'launching', 'running', 'crashed', 'terminated', 'timedout'] as const;
export const SOLVE_STATES = [
  'created',
  'queued',
  'initializing',
  'ready',
  'running',
  'finished',
  'terminated',
  'error',
] as const;
export const TASK_STATES = ['queued', 'assigned', 'running', 'solving', 'failed', 'completed'] as const;

export type SessionKind = 'webui' | 'solve' | 'task';

export const TERMINATE_ALLOWED: Record<SessionKind, readonly string[]> = {
  webui: ['created', 'launching', 'running'],
  solve: ['created', 'queued', 'initializing', 'ready', 'running'],
  task: [],
};

export const DELETE_ALLOWED: Record<SessionKind, readonly string[]> = {
  webui: ['crashed', 'terminated', 'timedout'],
  solve: ['finished', 'terminated', 'error'],
  task: ['queued', 'failed', 'completed'],
};

export const TASK_INTERRUPT_ALLOWED: readonly string[] = ['running', 'solving'];
export const TASK_DOWNLOAD_ALLOWED: readonly string[] = ['completed'];

export const STATES_OF: Record<SessionKind, readonly string[]> = {
  webui: WEBUI_STATES,
  solve: SOLVE_STATES,
  task: TASK_STATES,
};

/** States in which a job no longer changes (retention may remove them). */
export const FINAL_STATES: Record<SessionKind, readonly string[]> = {
  webui: DELETE_ALLOWED.webui,
  solve: DELETE_ALLOWED.solve,
  task: ['failed', 'completed'],
};
