import { MenuItem, TextField, type TextFieldProps } from '@mui/material';

type ChoiceSelectProps = Omit<TextFieldProps, 'select' | 'onChange' | 'children'> & {
  /** The choices, each shown as itself. */
  options: readonly string[];
  onChange: (value: string) => void;
};

/** A select of plain text choices; `onChange` gets the chosen text. */
export function ChoiceSelect({ options, onChange, ...props }: ChoiceSelectProps) {
  return (
    <TextField select {...props} onChange={(event) => onChange(event.target.value)}>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  );
}
