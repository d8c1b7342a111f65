import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { uiTexts } from '../../../shared/texts/ui-texts';
import { ShowApiCallButton } from '../../../shared/components/show-api-call';
import type { Question } from './confirm-job-action';

export interface ConfirmJobDialogProps {
  question: Question;
  onAnswer: (yes: boolean) => void;
}

/** Asks the question; the answer is true when the confirming button is pressed. */
export function ConfirmJobDialog({ question, onAnswer }: ConfirmJobDialogProps) {
  const { calls } = question;
  return (
    <Dialog open onClose={() => onAnswer(false)} aria-labelledby="confirm-job-title">
      <DialogTitle id="confirm-job-title">{question.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{question.message}</DialogContentText>
        {question.warning && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {question.warning}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        {calls && <ShowApiCallButton call={() => calls} />}
        <Button onClick={() => onAnswer(false)}>{uiTexts.cancel}</Button>
        <Button color="error" variant="contained" onClick={() => onAnswer(true)}>
          {question.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
