import type { ReactNode } from 'react';
import { Button, DialogActions, type SxProps, type Theme } from '@mui/material';
import { uiTexts } from '../texts/ui-texts';

/**
 * A form dialog's Cancel and its submitting button (Save unless `submitLabel` says otherwise), the
 * latter disabled while `disabled`; `children` (such as a Show API call button) come first.
 */
export function SaveActions({
  onCancel,
  disabled,
  submitLabel = uiTexts.save,
  sx,
  children,
}: {
  onCancel: () => void;
  disabled: boolean;
  submitLabel?: string;
  sx?: SxProps<Theme>;
  children?: ReactNode;
}) {
  return (
    <DialogActions sx={sx}>
      {children}
      <Button onClick={onCancel}>{uiTexts.cancel}</Button>
      <Button type="submit" variant="contained" disabled={disabled}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
