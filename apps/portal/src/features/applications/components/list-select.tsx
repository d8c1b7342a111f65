import type { ReactNode } from 'react';
import { TextField } from '@mui/material';

interface ListSelectProps {
  label: string;
  value: string;
  /** The values that can be chosen, undefined while they load: the select stays disabled until then. */
  values: readonly string[] | undefined;
  disabled?: boolean;
  required?: boolean;
  onChange: (value: string) => void;
  /** The menu items of `values`. */
  children: ReactNode;
}

/** A select over a list that loads: disabled until it has, and empty while the value is not in it. */
export function ListSelect({ value, values, disabled, onChange, children, ...props }: ListSelectProps) {
  return (
    <TextField
      select
      {...props}
      value={values?.includes(value) ? value : ''}
      disabled={disabled || !values}
      onChange={(e) => onChange(e.target.value)}
    >
      {children}
    </TextField>
  );
}
