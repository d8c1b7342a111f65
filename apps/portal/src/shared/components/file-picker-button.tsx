import { forwardRef, useId, type ChangeEvent, type ReactNode } from 'react';
import { Box, Button, type ButtonProps } from '@mui/material';

interface FilePickerButtonProps extends Pick<ButtonProps, 'variant' | 'color' | 'startIcon' | 'disabled'> {
  children: ReactNode;
  accept: string;
  /** Accessible name of the hidden file input. */
  inputLabel?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * A button that opens the browser's file picker on a click, Space or Enter. The button is a span inside
 * the input's label (a click on it is a click on the label); a label may not itself take the button role.
 * The keys are MUI's: a button that is not a native one clicks itself on Enter (key down) and Space (key
 * up), so each press opens the picker once (a second click in the same press is refused by the browser,
 * which may lose the first).
 */
export const FilePickerButton = forwardRef<HTMLSpanElement, FilePickerButtonProps>(function FilePickerButton(
  { children, accept, inputLabel, onChange, disabled, variant = 'outlined', ...props },
  ref,
) {
  const id = useId();
  return (
    <Box component="label" htmlFor={id} sx={{ display: 'inline-flex' }}>
      <Button {...props} ref={ref} component="span" variant={variant} disabled={disabled}>
        {children}
      </Button>
      <input
        id={id}
        hidden
        type="file"
        accept={accept}
        aria-label={inputLabel}
        disabled={disabled}
        onChange={onChange}
      />
    </Box>
  );
});
