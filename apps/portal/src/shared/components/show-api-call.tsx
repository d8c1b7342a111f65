import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { useApiCallSnippets, type ApiCall } from '../api/api-call';

const VARIANTS = [
  { key: 'sdk', label: 'SDK (TypeScript)' },
  { key: 'curl', label: 'curl' },
  { key: 'fetch', label: 'fetch' },
] as const;
type Variant = (typeof VARIANTS)[number]['key'];

/**
 * "Show API call": the request a form would send, as an SDK call, curl and fetch, with the values
 * entered so far (secrets and file contents as placeholders) and the API key scope it needs.
 * `call` is asked for when the button is pressed, so it sees the form's current values.
 */
export function ShowApiCallButton({
  call,
  size,
  disabled,
}: {
  call: () => ApiCall;
  size?: 'small' | 'medium';
  /** While the form has nothing to send yet. */
  disabled?: boolean;
}) {
  const [shown, setShown] = useState<ApiCall | null>(null);
  return (
    <>
      <Button size={size} disabled={disabled} onClick={() => setShown(call())} sx={{ mr: 'auto' }}>
        Show API call
      </Button>
      {shown && <ApiCallDialog call={shown} onClose={() => setShown(null)} />}
    </>
  );
}

function ApiCallDialog({ call, onClose }: { call: ApiCall; onClose: () => void }) {
  const shown = useApiCallSnippets(call);
  const [variant, setVariant] = useState<Variant>('sdk');
  const [copied, setCopied] = useState<Variant | null>(null);
  const text = shown?.snippets?.[variant] ?? '';
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    setCopied(variant);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="api-call-title" fullWidth maxWidth="md">
      <DialogTitle id="api-call-title">API call: {call.operation}</DialogTitle>
      <DialogContent>
        {!shown && <CircularProgress aria-label="Building the call" />}
        {shown?.error && <Alert severity="error">{shown.error}</Alert>}
        {shown?.snippets && (
          <Stack spacing={1}>
            <Typography variant="body2" data-testid="api-call-scope">
              {shown.scopes.length === 0
                ? 'Any API key may make this call.'
                : `Least API key scope needed: ${shown.scopes.join(' or ')}.`}{' '}
              The API key is read from the environment variable PRO_API_KEY; secrets and files are placeholders.
            </Typography>
            <Tabs value={variant} onChange={(_e, v: Variant) => setVariant(v)} aria-label="Forms of the call">
              {VARIANTS.map((v) => (
                <Tab key={v.key} value={v.key} label={v.label} id={`api-call-tab-${v.key}`} />
              ))}
            </Tabs>
            <Box
              component="pre"
              role="region"
              aria-label={VARIANTS.find((v) => v.key === variant)?.label}
              sx={{ m: 0, p: 1.5, overflow: 'auto', bgcolor: 'action.hover', borderRadius: 1, fontSize: 13 }}
            >
              <code>{text}</code>
            </Box>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {copied === variant && (
          <Typography variant="body2" role="status" sx={{ mr: 'auto', pl: 2 }}>
            Copied to the clipboard.
          </Typography>
        )}
        <Button onClick={() => void copy()} disabled={!text}>
          Copy {VARIANTS.find((v) => v.key === variant)?.label}
        </Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
