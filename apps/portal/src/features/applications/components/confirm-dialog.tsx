import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { uiTexts } from '@pro-portal/rules';

interface ConfirmDialogProps {
  title: string;
  message: string;
  /** Resolves when done; the dialog closes itself afterwards. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** A yes/no question with Cancel and Delete (delete app, delete category). */
export function ConfirmDialog({ title, message, onConfirm, onClose }: ConfirmDialogProps) {
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
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="confirm-title">
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {uiTexts.cancel}
        </Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={busy}>
          {uiTexts.delete}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
