import type { ChangeEvent, FocusEvent } from 'react';
import { TextField } from '@mui/material';

interface PasswordFieldProps {
  name: string;
  label: string;
  value: string;
  error?: string;
  touched?: boolean;
  autoComplete: 'current-password' | 'new-password';
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
}

/** A password input that shows its error once the user has been in it. */
export function PasswordField({
  name,
  label,
  value,
  error,
  touched,
  autoComplete,
  onChange,
  onBlur,
}: PasswordFieldProps) {
  const shown = touched || value !== '' ? error : undefined;
  return (
    <TextField
      name={name}
      label={label}
      type="password"
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      autoComplete={autoComplete}
      error={!!shown}
      helperText={shown}
      fullWidth
      required
    />
  );
}
