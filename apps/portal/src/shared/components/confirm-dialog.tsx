import { useId, useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { uiTexts } from '../texts/ui-texts';
import type { ApiCall } from '../api/api-call';
import { ShowApiCallButton } from './show-api-call';

interface ConfirmDialogProps {
  title: string;
  message: ReactNode;
  /** The confirming button's text; Delete unless told otherwise. */
  confirmLabel?: string;
  /** The confirming button's colour: error (a deletion) unless told; primary for a change that adds. */
  confirmColor?: 'error' | 'primary';
  /** Resolves when done; the dialog closes itself afterwards, whether it succeeded or not. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  /** The calls the confirmed action sends, for a "Show API call" button. */
  apiCall?: () => ApiCall | readonly ApiCall[];
}

/** A question with Cancel and a confirming button, both disabled while the confirmed action runs. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel = uiTexts.delete,
  confirmColor = 'error',
  onConfirm,
  onClose,
  apiCall,
}: ConfirmDialogProps) {
  const titleId = useId();
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
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        {apiCall && <ShowApiCallButton call={apiCall} disabled={busy} />}
        <Button onClick={onClose} disabled={busy}>
          {uiTexts.cancel}
        </Button>
        <Button color={confirmColor} variant="contained" onClick={confirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
