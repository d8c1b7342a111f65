import { useState } from 'react';
import { Alert, Button, DialogContentText, Stack, TextField } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import type { ApiKey } from '../api/api-keys';
import { InfoDialog } from '../../../shared/components/info-dialog';

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
    <InfoDialog
      titleId="api-key-secret-title"
      title={`API key ${apiKey.keyName} was created`}
      onClose={onClose}
      closeLabel="Done"
      primary
    >
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
    </InfoDialog>
  );
}
