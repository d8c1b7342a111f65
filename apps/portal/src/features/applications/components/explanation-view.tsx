import { useState } from 'react';
import { Alert, Button, CircularProgress, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { errorMessage } from '../../../shared/api/errors';
import { useToast } from '../../../shared/toast';
import { useMutation } from '../../../shared/api/use-mutation';
import type { AppRef } from '../api/applications';
import {
  useAccessExplanation,
  useApplySuggestion,
  type AccessSuggestion,
  type ExplainSubject,
} from '../api/explain-access';
import { ConfirmSuggestionDialog } from './confirm-suggestion-dialog';

export const GRANTED_BY_LABEL = 'Granted by';
export const WOULD_GRANT_LABEL = 'What would grant access';

/** 'alice can open Risk Analyzer 0.9.' or 'Members of group Analysts cannot open Risk Analyzer 0.9.' */
export function verdictText(subject: ExplainSubject, app: AppRef, allowed: boolean): string {
  const who = subject.kind === 'user' ? subject.name : `Members of group ${subject.name}`;
  return `${who} ${allowed ? 'can' : 'cannot'} open ${app.name} ${app.version}.`;
}

/** The verdict and each granting path, or what would grant access with a button that does it once confirmed. */
export function ExplanationView({ subject, app }: { subject: ExplainSubject; app: AppRef }) {
  const explanation = useAccessExplanation(subject, app);
  const apply = useApplySuggestion();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [asked, setAsked] = useState<AccessSuggestion>();
  const applySuggestion = useMutation((s: AccessSuggestion) => apply(s, app), {
    onSuccess: (_result, s) => toast.success(`Done: ${s.text}`, { short: true }),
  });
  const run = async (s: AccessSuggestion) => {
    setBusy(true);
    await applySuggestion(s);
    setBusy(false);
  };
  if (explanation.error) {
    return (
      <Alert severity="error" action={<Button onClick={() => void explanation.mutate()}>Retry</Button>}>
        {errorMessage(explanation.error)}
      </Alert>
    );
  }
  const e = explanation.data;
  if (!e) return <CircularProgress size={24} aria-label="Loading the explanation" />;
  return (
    <Stack spacing={1} aria-live="polite">
      <Alert severity={e.allowed ? 'success' : 'warning'}>{verdictText(subject, app, e.allowed)}</Alert>
      <Typography variant="subtitle2" component="h3">
        {e.allowed ? GRANTED_BY_LABEL : WOULD_GRANT_LABEL}
      </Typography>
      {e.allowed ? (
        <List dense aria-label={GRANTED_BY_LABEL}>
          {e.paths.map((p) => (
            <ListItem key={p.text}>
              <ListItemText primary={p.text} />
            </ListItem>
          ))}
        </List>
      ) : (
        <List dense aria-label={WOULD_GRANT_LABEL}>
          {e.suggestions.map((s) => (
            <ListItem key={s.text}>
              <Button variant="outlined" size="small" disabled={busy} onClick={() => setAsked(s)}>
                {s.text}
              </Button>
            </ListItem>
          ))}
        </List>
      )}
      {asked && (
        <ConfirmSuggestionDialog
          suggestion={asked}
          app={app}
          onConfirm={() => run(asked)}
          onClose={() => setAsked(undefined)}
        />
      )}
    </Stack>
  );
}
