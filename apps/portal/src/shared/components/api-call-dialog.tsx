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

/** What the calls need of the key: one line when they need the same, else the need of each call. */
function scopeText(calls: readonly ApiCall[], scopes: string[][]): string {
  const need = (s: string[]) => (s.length === 0 ? 'any API key' : s.join(' or '));
  const distinct = new Set(scopes.map(need));
  if (distinct.size === 1) {
    const only = scopes[0] ?? [];
    const all = calls.length > 1 ? 'these calls' : 'this call';
    return only.length === 0 ? `Any API key may make ${all}.` : `Least API key scope needed: ${need(only)}.`;
  }
  return `Least API key scopes needed: ${calls.map((c, i) => `${c.operation} needs ${need(scopes[i] ?? [])}`).join('; ')}.`;
}

/** The three forms of the calls with the scope they need and a copy button; loaded only when asked for. */
export default function ApiCallDialog({ calls, onClose }: { calls: readonly ApiCall[]; onClose: () => void }) {
  const shown = useApiCallSnippets(calls);
  const operations = calls.map((c) => c.operation).join(', ');
  const [variant, setVariant] = useState<Variant>('sdk');
  const [copied, setCopied] = useState<Variant | null>(null);
  const text = shown?.snippets?.[variant] ?? '';
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    setCopied(variant);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="api-call-title" fullWidth maxWidth="md">
      <DialogTitle id="api-call-title">
        {calls.length > 1 ? `API calls: ${operations}` : `API call: ${operations}`}
      </DialogTitle>
      <DialogContent>
        {!shown && <CircularProgress aria-label="Building the call" />}
        {shown?.error && <Alert severity="error">{shown.error}</Alert>}
        {shown?.snippets && (
          <Stack spacing={1}>
            {calls.length > 1 && (
              <Typography variant="body2">
                The form sends these {calls.length} calls in this order; each runs only when the one before succeeded.
              </Typography>
            )}
            <Typography variant="body2" data-testid="api-call-scope">
              {scopeText(calls, shown.scopes)} The API key is read from the environment variable PRO_API_KEY, and each
              password or token from a variable of its own (such as PRO_PASSWORD), which must be set first; files are
              read by name from the working directory.
            </Typography>
            <Tabs value={variant} onChange={(_e, v: Variant) => setVariant(v)} aria-label="Forms of the call">
              {VARIANTS.map((v) => (
                <Tab key={v.key} value={v.key} label={v.label} id={`api-call-tab-${v.key}`} />
              ))}
            </Tabs>
            <Box
              component="pre"
              role="region"
              // A region that scrolls takes keyboard focus, so that its text can be scrolled without a mouse.
              tabIndex={0}
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
