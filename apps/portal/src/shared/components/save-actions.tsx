import type { ReactNode } from 'react';
import { Button, DialogActions } from '@mui/material';
import { uiTexts } from '@pro-portal/rules';

/**
 * A form dialog's Cancel and its submitting Save, the latter disabled while `disabled`; `children`
 * (such as a Show API call button) come first.
 */
export function SaveActions({
  onCancel,
  disabled,
  children,
}: {
  onCancel: () => void;
  disabled: boolean;
  children?: ReactNode;
}) {
  return (
    <DialogActions>
      {children}
      <Button onClick={onCancel}>{uiTexts.cancel}</Button>
      <Button type="submit" variant="contained" disabled={disabled}>
        {uiTexts.save}
      </Button>
    </DialogActions>
  );
}
