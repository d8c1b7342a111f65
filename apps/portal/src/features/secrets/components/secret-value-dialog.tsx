import { useEffect, useState } from 'react';
import { Alert, Button, CircularProgress, Stack, TextField } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useMutation } from '../../../shared/api/use-mutation';
import { InfoDialog } from '../../../shared/components/info-dialog';
import { useSecretItemMutations } from '../api/items';
import { secretTexts } from '../lib/secret-texts';

/** A secret's value, asked for when this opens (never listed, never cached), with a copy button. */
export function SecretValueDialog({ path, onClose }: { path: string; onClose: () => void }) {
  const [value, setValue] = useState<string>();
  const [copied, setCopied] = useState(false);
  const read = useMutation(useSecretItemMutations().readValue, {
    errorToast: { prefix: secretTexts.couldNotRead(path) },
    afterError: onClose,
  });
  useEffect(() => {
    let current = true;
    void read(path).then((answer) => {
      if (current && answer !== undefined) setValue(answer);
    });
    return () => {
      current = false;
    };
  }, [read, path]);
  const copy = async () => {
    await navigator.clipboard.writeText(value ?? '');
    setCopied(true);
  };
  return (
    <InfoDialog titleId="secret-value-title" title={secretTexts.valueOf(path)} onClose={onClose}>
      {value === undefined ? (
        <CircularProgress size={24} aria-label={`Loading the value of ${path}`} />
      ) : (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', pt: 1 }}>
          <TextField
            label={secretTexts.value}
            value={value}
            fullWidth
            multiline
            slotProps={{ input: { readOnly: true } }}
          />
          <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy().catch(() => undefined)}>
            {secretTexts.copy}
          </Button>
        </Stack>
      )}
      {copied && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {secretTexts.copied}
        </Alert>
      )}
    </InfoDialog>
  );
}
