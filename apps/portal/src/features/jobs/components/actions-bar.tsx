import { useState, type ReactNode } from 'react';
import { Button, Stack } from '@mui/material';
import type { JobKind } from '@pro-portal/rules';
import { offeredActions, type RowAction } from '../lib/actions';

interface ActionsBarProps<T> {
  kind: JobKind;
  selected: readonly T[];
  stateOf: (row: T) => string;
  onAction: (action: RowAction, rows: T[]) => Promise<void>;
  children?: ReactNode;
}

/** Actions of the selection; each applies to the selected rows whose state allows it. */
export function ActionsBar<T>({ kind, selected, stateOf, onAction, children }: ActionsBarProps<T>) {
  const [busy, setBusy] = useState(false);
  const run = async (action: RowAction, rows: T[]) => {
    setBusy(true);
    try {
      await onAction(action, rows);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', minHeight: 40, mb: 1, flexWrap: 'wrap' }}
      role="toolbar"
      aria-label="Actions"
    >
      {children}
      {offeredActions(kind, selected, stateOf).map((offer) => (
        <Button
          key={offer.action}
          variant="outlined"
          size="small"
          disabled={busy}
          onClick={() => void run(offer.action, offer.rows)}
        >
          {offer.single ? offer.label : `${offer.label} (${offer.rows.length})`}
        </Button>
      ))}
    </Stack>
  );
}
