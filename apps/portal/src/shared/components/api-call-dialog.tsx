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
import type { ApiCall } from '../api/api-call';
import { useApiCallSnippets } from '../api/api-call-snippets';

const VARIANTS = [
  { key: 'sdk', label: 'SDK (TypeScript)' },
  { key: 'curl', label: 'curl' },
  { key: 'fetch', label: 'fetch' },
] as const;
type Variant = (typeof VARIANTS)[number]['key'];

/** The three forms of a call with the scope it needs and a copy button; loaded only when asked for. */
export default function ApiCallDialog({ call, onClose }: { call: ApiCall; onClose: () => void }) {
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
