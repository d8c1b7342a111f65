import {
  JOB_KIND_OF,
  canDelete,
  isActionAllowed,
  sessionLogFileName,
  type SessionManagerKind,
} from '@pro-portal/rules';
import type { SessionManager } from '@pro-portal/sdk';

type Row = SessionManager.OverviewSession;

/** A session can be terminated while it has not ended; a task never (it is interrupted instead). */
export const canTerminateRow = (row: Row) =>
  isActionAllowed(JOB_KIND_OF[row.kind as SessionManagerKind], row.state, 'terminate');

/** A session can be deleted once it has ended (a task also while queued), as on the Jobs page. */
export const canDeleteRow = (row: Row) => canDelete(JOB_KIND_OF[row.kind as SessionManagerKind], row.state);

/** The file a session's log is saved as, the name the server gives it. */
export const logFileName = (row: Row) => sessionLogFileName(row.kind, row.id);
