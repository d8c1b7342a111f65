import { isActionAllowed, type JobAction, type JobKind } from '@pro-portal/rules';

const ACTION_LABELS: Record<JobAction, string> = {
  terminate: 'Terminate',
  delete: 'Delete',
  interruptSolve: 'Interrupt solve',
  interruptExecution: 'Interrupt execution',
  downloadResponse: 'Download response',
};

const ORDER: Record<JobKind, readonly JobAction[]> = {
  webui: ['terminate', 'delete'],
  solver: ['terminate', 'delete'],
  task: ['downloadResponse', 'interruptSolve', 'interruptExecution', 'delete'],
};

export interface OfferedAction<T> {
  action: JobAction;
  label: string;
  /** The selected rows whose state allows the action; the action applies to these only. */
  rows: T[];
}

/** The bulk actions for a selection: each offered when at least one selected row's state allows it. */
export function offeredActions<T>(
  kind: JobKind,
  selected: readonly T[],
  stateOf: (row: T) => string,
): OfferedAction<T>[] {
  return ORDER[kind]
    .map((action) => ({
      action,
      label: ACTION_LABELS[action],
      rows: selected.filter((row) => isActionAllowed(kind, stateOf(row), action)),
    }))
    .filter((offer) => offer.rows.length > 0);
}
