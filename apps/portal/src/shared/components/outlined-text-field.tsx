import { useId, type ChangeEventHandler, type FocusEventHandler, type ReactNode, type Ref } from 'react';
import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
  type InputBaseComponentProps,
  type SxProps,
  type Theme,
} from '@mui/material';

export interface OutlinedTextFieldProps {
  name: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  label?: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  margin?: 'none' | 'dense' | 'normal';
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  placeholder?: string;
  id?: string;
  sx?: SxProps<Theme>;
  inputRef?: Ref<HTMLInputElement>;
  /** Attributes of the <input> itself, e.g. inputMode. */
  htmlInput?: InputBaseComponentProps;
}

/**
 * An outlined text field built from MUI's parts (FormControl, InputLabel, OutlinedInput,
 * FormHelperText), with the label, helper text and input tied together as TextField ties them.
 * TextField itself also brings Select, Menu and Modal for its `select` mode, which the plain
 * fields of the first pages (the login form) do not need.
 */
export function OutlinedTextField({
  id: idProp,
  label,
  helperText,
  error,
  required,
  disabled,
  fullWidth,
  margin,
  sx,
  htmlInput,
  ...input
}: OutlinedTextFieldProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const labelId = `${id}-label`;
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      variant="outlined"
      error={error}
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
      margin={margin}
      sx={sx}
    >
      {label !== undefined && (
        <InputLabel htmlFor={id} id={labelId}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput {...input} id={id} label={label} inputProps={{ ...htmlInput, 'aria-describedby': helperId }} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
