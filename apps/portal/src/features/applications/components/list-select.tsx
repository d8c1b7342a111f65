import type { ReactNode } from 'react';
import { TextField } from '@mui/material';

interface ListSelectProps {
  label: string;
  value: string;
  /** Is `value` one of the options? An unknown value shows as no choice. */
  known: boolean;
  /** Have the options arrived? The select stays disabled until they have. */
  loaded: boolean;
  disabled?: boolean;
  required?: boolean;
  onChange: (value: string) => void;
  children: ReactNode;
}

/** A select over a list that loads: disabled until it has, and empty while the value is not in it. */
export function ListSelect({ value, known, loaded, disabled, onChange, children, ...props }: ListSelectProps) {
  return (
    <TextField
      select
      {...props}
      value={known ? value : ''}
      disabled={disabled || !loaded}
      onChange={(e) => onChange(e.target.value)}
    >
      {children}
    </TextField>
  );
}
