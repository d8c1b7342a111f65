import { Alert, CircularProgress } from '@mui/material';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { errorMessage } from '../../../shared/api/errors';
import type { AppRef } from '../api/applications';
import { useSuggestionReach, type AccessSuggestion } from '../api/explain-access';
import { reachText, suggestionAction, suggestionQuestion } from '../lib/suggestion-reach';

interface Props {
  suggestion: AccessSuggestion;
  app: AppRef;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** Asks before a suggested access change is made, saying how many users it reaches and what they gain. */
export function ConfirmSuggestionDialog({ suggestion, app, onConfirm, onClose }: Props) {
  const reach = useSuggestionReach(suggestion);
  const message = reach.data ? (
    reachText(suggestion, app, reach.data)
  ) : reach.error ? (
    <Alert severity="warning" component="span" sx={{ display: 'flex' }}>
      {`How many users this reaches is not known: ${errorMessage(reach.error)}`}
    </Alert>
  ) : (
    <CircularProgress size={20} aria-label="Counting the users this reaches" />
  );
  return (
    <ConfirmDialog
      title={suggestionQuestion(suggestion)}
      message={message}
      confirmLabel={suggestionAction(suggestion)}
      confirmColor="primary"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
