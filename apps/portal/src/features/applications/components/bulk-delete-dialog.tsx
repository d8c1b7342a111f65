import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import { errorMessages } from '../../../shared/texts/error-messages';
import { uiTexts } from '../../../shared/texts/ui-texts';
import { errorMessage } from '../../../shared/api/errors';
import type { AppRef } from '../api/applications';

export interface BulkDeleteResult {
  deleted: number;
  failed: { app: AppRef; error: unknown }[];
}

interface BulkDeleteDialogProps {
  apps: AppRef[];
  onDelete: (apps: AppRef[]) => Promise<BulkDeleteResult>;
  /** Called with the result once every delete has answered and all went well, or on close. */
  onClose: (result: BulkDeleteResult | null) => void;
}

/** Lists the selected apps; after deleting, lists the ones that failed. */
export function BulkDeleteDialog({ apps, onDelete, onClose }: BulkDeleteDialogProps) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<BulkDeleteResult | null>(null);
  const remove = async () => {
    setBusy(true);
    const answer = await onDelete(apps);
    setBusy(false);
    if (answer.failed.length === 0) onClose(answer);
    else setResult(answer);
  };
  return (
    <Dialog
      open
      onClose={busy ? undefined : () => onClose(result)}
      aria-labelledby="bulk-delete-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="bulk-delete-title">{uiTexts.deleteSelection(apps.length)}</DialogTitle>
      <DialogContent>
        {result ? (
          <Alert severity="error">
            {errorMessages.deleteApps}
            <List dense aria-label="Failed apps">
              {result.failed.map(({ app, error }) => (
                <ListItem key={`${app.name} ${app.version}`}>
                  <ListItemText primary={`${app.name} ${app.version}`} secondary={errorMessage(error)} />
                </ListItem>
              ))}
            </List>
          </Alert>
        ) : (
          <>
            <DialogContentText>Are you sure you want to delete the following apps?</DialogContentText>
            <List dense aria-label="Selected apps">
              {apps.map((app) => (
                <ListItem key={`${app.name} ${app.version}`}>
                  <ListItemText primary={`${app.name} ${app.version}`} />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions>
        {result ? (
          <Button onClick={() => onClose(result)}>Close</Button>
        ) : (
          <>
            <Button onClick={() => onClose(null)} disabled={busy}>
              {uiTexts.cancel}
            </Button>
            <Button color="error" variant="contained" onClick={remove} disabled={busy}>
              {uiTexts.delete}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
