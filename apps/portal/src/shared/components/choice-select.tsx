import { MenuItem, TextField, type TextFieldProps } from '@mui/material';

type ChoiceSelectProps = Omit<TextFieldProps, 'select' | 'onChange' | 'children'> & {
  /** The choices, each shown as itself. */
  options: readonly string[];
  onChange: (value: string) => void;
};

/**
 * A select of plain text choices; `onChange` gets the chosen text. A value that is not (or no longer)
 * among the options shows as no choice, as when a granted option has just left the list.
 */
export function ChoiceSelect({ options, onChange, value, ...props }: ChoiceSelectProps) {
  const shown = typeof value === 'string' && !options.includes(value) ? '' : value;
  return (
    <TextField select {...props} value={shown} onChange={(event) => onChange(event.target.value)}>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  );
}
