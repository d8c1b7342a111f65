import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import type { ApiKey } from '../api/api-keys';

/** The new key's secret, shown this one time, with a copy button. */
export function ApiKeySecretDialog({ apiKey, onClose }: { apiKey: ApiKey; onClose: () => void }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(apiKey.secret ?? '');
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="api-key-secret-title" fullWidth maxWidth="sm">
      <DialogTitle id="api-key-secret-title">API key {apiKey.keyName} was created</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Copy the secret now: it is shown only once and cannot be retrieved later.
        </DialogContentText>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField label="Secret" value={apiKey.secret ?? ''} fullWidth slotProps={{ input: { readOnly: true } }} />
          <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={copy}>
            Copy
          </Button>
        </Stack>
        {copied === 'yes' && (
          <Alert severity="success" sx={{ mt: 2 }}>
            The secret was copied to the clipboard.
          </Alert>
        )}
        {copied === 'failed' && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            Copying failed; select the secret and copy it yourself.
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
