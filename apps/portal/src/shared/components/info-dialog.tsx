import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, type SxProps, type Theme } from '@mui/material';

interface InfoDialogProps {
  /** The title element's id, which names the dialog. */
  titleId: string;
  title: ReactNode;
  onClose: () => void;
  /** The one button's text: 'Close' unless told. */
  closeLabel?: string;
  /** Shows the button as the dialog's main action (contained), as after a finished step. */
  primary?: boolean;
  contentSx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * A dialog that shows something and has one button that closes it.
 * @example <InfoDialog titleId="t" title="About" onClose={close}>Text</InfoDialog>
 */
export function InfoDialog({
  titleId,
  title,
  onClose,
  closeLabel = 'Close',
  primary,
  contentSx,
  children,
}: InfoDialogProps) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={contentSx}>{children}</DialogContent>
      <DialogActions>
        <Button variant={primary ? 'contained' : 'text'} onClick={onClose}>
          {closeLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
