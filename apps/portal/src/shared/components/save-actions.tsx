import { Button, DialogActions } from '@mui/material';
import { uiTexts } from '@pro-portal/rules';

/** A form dialog's Cancel and its submitting Save, the latter disabled while `disabled`. */
export function SaveActions({ onCancel, disabled }: { onCancel: () => void; disabled: boolean }) {
  return (
    <DialogActions>
      <Button onClick={onCancel}>{uiTexts.cancel}</Button>
      <Button type="submit" variant="contained" disabled={disabled}>
        {uiTexts.save}
      </Button>
    </DialogActions>
  );
}
