import { useState } from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { SessionManager } from '@pro-portal/sdk';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { useMutation } from '../../../shared/api/use-mutation';
import { useToast } from '../../../shared/toast';
import { successMessages } from '../../../shared/texts/success-messages';
import { useOverviewActions } from '../api/session-actions';
import { canDeleteRow, canTerminateRow } from '../lib/row-rules';

type Row = SessionManager.OverviewSession;

interface RowMenuProps {
  /** The row and where the right-click happened; null while closed. */
  at: { row: Row; top: number; left: number } | null;
  onClose: () => void;
  onEvents: (row: Row) => void;
}

const name = (row: Row) => `${row.kind} session ${row.id}`;

/**
 * The menu a right-click on a row opens, as on the platform: Session events, Session logs (saved as a
 * file), Delete once the session has ended and Terminate while it runs; the two last ask first and
 * are greyed out where the session's state does not allow them.
 */
export function RowMenu({ at, onClose, onEvents }: RowMenuProps) {
  const actions = useOverviewActions();
  const toast = useToast();
  const [asking, setAsking] = useState<{ action: 'terminate' | 'delete'; row: Row } | null>(null);
  const downloadLog = useMutation(actions.downloadLog, {
    errorToast: (row) => ({ prefix: `Could not download the log of ${name(row)}.` }),
  });
  const terminate = useMutation(actions.terminate, {
    onSuccess: () => toast.success(successMessages.sessionsTerminated(1)),
    errorToast: (row) => ({ prefix: `Could not terminate ${name(row)}.` }),
  });
  const remove = useMutation(actions.remove, {
    // A task keeps the spec's own words for its deletion, wherever it is deleted from.
    onSuccess: (_, row) =>
      toast.success(row.kind === 'task' ? successMessages.taskDeleted(row.id) : successMessages.sessionsDeleted(1)),
    errorToast: (row) => ({ prefix: `Could not delete ${name(row)}.` }),
  });
  const choose = (act: (row: Row) => void) => () => {
    if (at) act(at.row);
    onClose();
  };
  return (
    <>
      <Menu
        open={at !== null}
        onClose={onClose}
        anchorReference="anchorPosition"
        anchorPosition={at ? { top: at.top, left: at.left } : undefined}
        // Rendered in place, inside the page's main landmark, where all content belongs.
        disablePortal
        // A right-click on the open menu shows neither the browser's menu nor another row's.
        onContextMenu={(e) => e.preventDefault()}
        slotProps={{ list: { 'aria-label': at ? `Actions of ${at.row.kind} ${at.row.id}` : undefined } }}
      >
        <MenuItem onClick={choose(onEvents)}>Session events</MenuItem>
        <MenuItem onClick={choose((row) => void downloadLog(row))}>Session logs</MenuItem>
        <MenuItem
          disabled={!at || !canDeleteRow(at.row)}
          onClick={choose((row) => setAsking({ action: 'delete', row }))}
        >
          Delete
        </MenuItem>
        <MenuItem
          disabled={!at || !canTerminateRow(at.row)}
          onClick={choose((row) => setAsking({ action: 'terminate', row }))}
        >
          Terminate
        </MenuItem>
      </Menu>
      {asking?.action === 'delete' && (
        <ConfirmDialog
          title="Delete session"
          message={`Delete ${name(asking.row)}? Its record, log and events are removed for good.`}
          onConfirm={() => remove(asking.row)}
          onClose={() => setAsking(null)}
        />
      )}
      {asking?.action === 'terminate' && (
        <ConfirmDialog
          title="Terminate session"
          message={`Terminate ${name(asking.row)}? Its work stops now.`}
          confirmLabel="Terminate"
          onConfirm={() => terminate(asking.row)}
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
}
