import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { uiTexts } from '@pro-portal/rules';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel?: string;
  /** Resolves when done; the dialog closes itself afterwards. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** A question with Cancel and a confirming button (Delete unless told otherwise). */
export function ConfirmDialog({
  title,
  message,
  confirmLabel = uiTexts.delete,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="users-confirm-title">
      <DialogTitle id="users-confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {uiTexts.cancel}
        </Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
