import { forwardRef, useId, useRef, type ChangeEvent, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@mui/material';

interface FilePickerButtonProps extends Pick<ButtonProps, 'variant' | 'color' | 'startIcon' | 'disabled'> {
  children: ReactNode;
  accept: string;
  /** Accessible name of the hidden file input. */
  inputLabel?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** A button that opens the browser's file picker on a click, Space or Enter. */
export const FilePickerButton = forwardRef<HTMLLabelElement, FilePickerButtonProps>(function FilePickerButton(
  { children, accept, inputLabel, onChange, disabled, variant = 'outlined', ...props },
  ref,
) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const enterOpened = useRef(false);
  return (
    <Button
      {...props}
      ref={ref}
      component="label"
      variant={variant}
      htmlFor={id}
      disabled={disabled}
      // A label acting as a button opens the picker on Space only; Enter should too.
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
        event.preventDefault();
        input.current?.click();
        enterOpened.current = true;
      }}
      onKeyUp={() => {
        enterOpened.current = false;
      }}
      // Chromium may also click the label for that Enter; a second click on the input could close the picker.
      onClick={(event) => {
        if (enterOpened.current && event.target === event.currentTarget) event.preventDefault();
      }}
    >
      {children}
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
    </Button>
  );
});
