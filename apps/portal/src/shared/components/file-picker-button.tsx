import { forwardRef, useId, useRef, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';
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
 */
export const FilePickerButton = forwardRef<HTMLSpanElement, FilePickerButtonProps>(function FilePickerButton(
  { children, accept, inputLabel, onChange, disabled, variant = 'outlined', ...props },
  ref,
) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const open = (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget) return;
    event.preventDefault();
    input.current?.click();
  };
  return (
    <Box component="label" htmlFor={id} sx={{ display: 'inline-flex' }}>
      <Button
        {...props}
        ref={ref}
        component="span"
        variant={variant}
        disabled={disabled}
        onKeyDown={(event) => {
          if (event.key === 'Enter') open(event);
          else if (event.key === ' ') event.preventDefault();
        }}
        onKeyUp={(event) => {
          if (event.key === ' ') open(event);
        }}
      >
        {children}
      </Button>
      <input
        ref={input}
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
