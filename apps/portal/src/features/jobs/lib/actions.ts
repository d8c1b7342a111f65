import { isActionAllowed, isKnownState, type JobAction, type JobKind } from '@pro-portal/rules';

/** What can be done to a job row: the platform's job actions, and reading the run's session log. */
export type RowAction = JobAction | 'sessionLog';

const ACTION_LABELS: Record<RowAction, string> = {
  terminate: 'Terminate',
  delete: 'Delete',
  interruptSolve: 'Interrupt solve',
  interruptExecution: 'Interrupt execution',
  downloadResponse: 'Download response',
  sessionLog: 'Session log',
};

/** Each kind's actions, in the order the toolbar and a row's menu show them. */
const ORDER: Record<JobKind, readonly RowAction[]> = {
  webui: ['sessionLog', 'terminate', 'delete'],
  solver: ['sessionLog', 'terminate', 'delete'],
  task: ['downloadResponse', 'sessionLog', 'interruptSolve', 'interruptExecution', 'delete'],
};

/** A job still waiting in the queue has no log yet; a state the portal does not know allows nothing. */
const allows = (kind: JobKind, state: string, action: RowAction): boolean =>
  action === 'sessionLog' ? isKnownState(kind, state) && state !== 'queued' : isActionAllowed(kind, state, action);

/** Actions on one row at a time: offered for a selection of exactly one row. */
const isSingleRowAction = (action: RowAction): boolean => action === 'sessionLog';

export interface OfferedAction<T> {
  action: RowAction;
  label: string;
  /** The selected rows whose state allows the action; the action applies to these only. */
  rows: T[];
  /** True for an action on one row, whose button names no count. */
  single: boolean;
}

/**
 * The actions for a selection: each offered when at least one selected row's state allows it, and an
 * action on one row at a time only when one row is selected.
 */
export function offeredActions<T>(
  kind: JobKind,
  selected: readonly T[],
  stateOf: (row: T) => string,
): OfferedAction<T>[] {
  return ORDER[kind]
    .map((action) => ({
      action,
      label: ACTION_LABELS[action],
      rows: selected.filter((row) => allows(kind, stateOf(row), action)),
      single: isSingleRowAction(action),
    }))
    .filter((offer) => offer.rows.length > 0 && (!offer.single || selected.length === 1));
}

export interface RowMenuItem {
  action: RowAction;
  label: string;
  enabled: boolean;
}

/**
 * A row's context menu: every action of its kind, enabled exactly when the toolbar offers it for a
 * selection of that row alone.
 */
export function rowMenuItems<T>(kind: JobKind, row: T, stateOf: (row: T) => string): RowMenuItem[] {
  const offered = offeredActions(kind, [row], stateOf).map((offer) => offer.action);
  return ORDER[kind].map((action) => ({ action, label: ACTION_LABELS[action], enabled: offered.includes(action) }));
}
