import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { uiTexts, type JobAction } from '@pro-portal/rules';
import type { Session } from '../api/use-job-lists';

type Act = (action: JobAction, sessions: readonly Session[]) => Promise<void>;

interface Question {
  action: 'terminate' | 'delete';
  sessions: readonly Session[];
  answer: (confirmed: boolean) => void;
}

const count = (n: number) => (n === 1 ? 'this session' : `these ${n} sessions`);
const TEXTS = {
  terminate: {
    title: (n: number) => (n === 1 ? 'Terminate session' : `Terminate ${n} sessions`),
    message: (ids: string, n: number) => `Terminate ${count(n)} (${ids})? A terminated session cannot be resumed.`,
    confirm: 'Terminate',
  },
  delete: {
    title: (n: number) => (n === 1 ? 'Delete session' : `Delete ${n} sessions`),
    message: (ids: string, n: number) => `Delete ${count(n)} (${ids})? This cannot be undone.`,
    confirm: uiTexts.delete,
  },
} as const;

/**
 * Terminating and deleting sessions cannot be undone: this wraps the session actions so that each
 * asks first. Returns the wrapped action and the dialog to render.
 */
export function useConfirmedSessionActions(act: Act): { onAction: Act; dialog: ReactNode } {
  const [question, setQuestion] = useState<Question | null>(null);
  const actRef = useRef(act);
  actRef.current = act;
  const onAction = useCallback<Act>(async (action, sessions) => {
    if (action !== 'terminate' && action !== 'delete') return actRef.current(action, sessions);
    const confirmed = await new Promise<boolean>((answer) => setQuestion({ action, sessions, answer }));
    setQuestion(null);
    if (confirmed) await actRef.current(action, sessions);
  }, []);
  const dialog = question && (
    <ConfirmSessionDialog
      action={question.action}
      sessions={question.sessions}
      onAnswer={(confirmed) => question.answer(confirmed)}
    />
  );
  return { onAction, dialog };
}

interface ConfirmSessionDialogProps {
  action: 'terminate' | 'delete';
  sessions: readonly Session[];
  onAnswer: (confirmed: boolean) => void;
}

function ConfirmSessionDialog({ action, sessions, onAnswer }: ConfirmSessionDialogProps) {
  const texts = TEXTS[action];
  const ids = sessions.map((s) => s.id).join(', ');
  return (
    <Dialog open onClose={() => onAnswer(false)} aria-labelledby="confirm-session-title">
      <DialogTitle id="confirm-session-title">{texts.title(sessions.length)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{texts.message(ids, sessions.length)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)}>{uiTexts.cancel}</Button>
        <Button color="error" variant="contained" onClick={() => onAnswer(true)}>
          {texts.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
