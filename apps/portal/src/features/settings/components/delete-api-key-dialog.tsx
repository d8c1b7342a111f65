import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { successMessages, uiTexts } from '@pro-portal/rules';
import { useToast } from '../../../shared/toast';
import { useApiKeyMutations } from '../api/api-keys';

/** Asks before deleting an API key; says 'API key {name} was deleted.' when done. */
export function DeleteApiKeyDialog({ keyName, onClose }: { keyName: string; onClose: () => void }) {
  const { deleteApiKey } = useApiKeyMutations();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await deleteApiKey(keyName);
      toast.success(successMessages.apiKeyDeleted(keyName));
    } catch (err) {
      toast.error(err);
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="delete-api-key-title">
      <DialogTitle id="delete-api-key-title">Delete API key</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Are you sure you want to delete the API key {keyName}? Programs using it will be refused.
        </DialogContentText>
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
