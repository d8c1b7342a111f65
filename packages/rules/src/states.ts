/** Session and task states and what each allows. */

export const WEBUI_SESSION_STATES = ['created', 'launching', 'running', 'crashed', 'terminated', 'timedout'] as const;
export type WebUiSessionState = (typeof WEBUI_SESSION_STATES)[number];

export const SOLVER_SESSION_STATES = [
  'created',
  'queued',
  'initializing',
  'ready',
  'running',
  'finished',
  'terminated',
  'error',
] as const;
export type SolverSessionState = (typeof SOLVER_SESSION_STATES)[number];

/** The platform's documented v2 task states; 'assigned' is the short step between the queue and the run. */
export const TASK_STATES = ['queued', 'assigned', 'running', 'solving', 'failed', 'completed'] as const;
export type TaskState = (typeof TASK_STATES)[number];

export type JobKind = 'webui' | 'solver' | 'task';
export type JobAction = 'terminate' | 'delete' | 'interruptSolve' | 'interruptExecution' | 'downloadResponse';

/** Task interrupt actions as sent in PUT /tasks/{id} (setstatus). */
export const TASK_INTERRUPT_STATUS = {
  interruptSolve: 'interrupt-solve',
  interruptExecution: 'interrupt-execution',
} as const;

const WEBUI_ACTIONS: Record<WebUiSessionState, readonly JobAction[]> = {
  created: ['terminate'],
  launching: ['terminate'],
  running: ['terminate'],
  crashed: ['delete'],
  terminated: ['delete'],
  timedout: ['delete'],
};

const SOLVER_ACTIONS: Record<SolverSessionState, readonly JobAction[]> = {
  created: ['terminate'],
  queued: ['terminate'],
  initializing: ['terminate'],
  ready: ['terminate'],
  running: ['terminate'],
  finished: ['delete'],
  terminated: ['delete'],
  error: ['delete'],
};

const TASK_ACTIONS: Record<TaskState, readonly JobAction[]> = {
  queued: ['delete'],
  assigned: [],
  running: ['interruptSolve', 'interruptExecution'],
  solving: ['interruptSolve', 'interruptExecution'],
  failed: ['delete'],
  completed: ['delete', 'downloadResponse'],
};

const ACTIONS: Record<JobKind, Record<string, readonly JobAction[]>> = {
  webui: WEBUI_ACTIONS,
  solver: SOLVER_ACTIONS,
  task: TASK_ACTIONS,
};

/** States in which nothing moves any more. */
export const FINAL_STATES: Record<JobKind, readonly string[]> = {
  webui: ['crashed', 'terminated', 'timedout'],
  solver: ['finished', 'terminated', 'error'],
  task: ['failed', 'completed'],
};

export const STATES: Record<JobKind, readonly string[]> = {
  webui: WEBUI_SESSION_STATES,
  solver: SOLVER_SESSION_STATES,
  task: TASK_STATES,
};

/** The states of `kind` that allow `action`, in the order of the state list (for messages and filters). */
export const statesAllowing = (kind: JobKind, action: JobAction): string[] =>
  STATES[kind].filter((state) => isActionAllowed(kind, state, action));

export const isKnownState = (kind: JobKind, state: string): boolean => STATES[kind].includes(state);

/** The actions `state` allows; none for an unknown state. */
export const allowedActions = (kind: JobKind, state: string): readonly JobAction[] =>
  Object.prototype.hasOwnProperty.call(ACTIONS[kind], state) ? (ACTIONS[kind][state] ?? []) : [];

export const isActionAllowed = (kind: JobKind, state: string, action: JobAction): boolean =>
  allowedActions(kind, state).includes(action);

/** True when every selected row's state allows `action` (bulk actions; false for an empty selection). */
export const isActionAllowedForAll = (kind: JobKind, states: readonly string[], action: JobAction): boolean =>
  states.length > 0 && states.every((state) => isActionAllowed(kind, state, action));

export const isFinalState = (kind: JobKind, state: string): boolean => FINAL_STATES[kind].includes(state);

export const canTerminate = (kind: 'webui' | 'solver', state: string) => isActionAllowed(kind, state, 'terminate');
export const canDelete = (kind: JobKind, state: string) => isActionAllowed(kind, state, 'delete');
export const canInterruptSolve = (state: string) => isActionAllowed('task', state, 'interruptSolve');
export const canInterruptExecution = (state: string) => isActionAllowed('task', state, 'interruptExecution');
export const canDownloadResponse = (state: string) => isActionAllowed('task', state, 'downloadResponse');

/** The kind as the session manager's paths name it: the Solver tab uses 'solve'. */
export type SessionManagerKind = 'webui' | 'solve' | 'task';

/** The session-manager kind of each tab. */
export const SESSION_MANAGER_KIND: Record<JobKind, SessionManagerKind> = {
  webui: 'webui',
  solver: 'solve',
  task: 'task',
};

/** The tab's kind of each session-manager kind (the inverse of SESSION_MANAGER_KIND). */
export const JOB_KIND_OF: Record<SessionManagerKind, JobKind> = {
  webui: 'webui',
  solve: 'solver',
  task: 'task',
};
