import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { OVERVIEW_COLUMNS } from '../lib/columns';
import { filterTerm, operatorsOf, type Operator } from '../lib/filters';

/** A value the column can be compared with: a number for numeric columns, any text but none otherwise. */
const usable = (value: string, numeric: boolean | undefined) =>
  value.trim() !== '' && (!numeric || Number.isFinite(Number(value)));

/** Add filter's form: a column, an operator the column takes and a value; Apply adds the term. */
export function AddFilterForm({ onAdd }: { onAdd: (term: string) => void }) {
  const [key, setKey] = useState(OVERVIEW_COLUMNS[0].key);
  const column = OVERVIEW_COLUMNS.find((c) => c.key === key) ?? OVERVIEW_COLUMNS[0];
  const operators = operatorsOf(column.numeric);
  const [chosenOp, setOp] = useState<Operator>('=');
  // A column without the operator chosen for the one before falls back to 'is'.
  const op = operators.some((o) => o.op === chosenOp) ? chosenOp : '=';
  const [value, setValue] = useState('');
  const [tried, setTried] = useState(false);
  const wrong = tried && !usable(value, column.numeric);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (usable(value, column.numeric)) onAdd(filterTerm(column.key, op, value.trim()));
  };
  return (
    <Box
      component="form"
      aria-label="Add filter"
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2, p: 2, minWidth: 260 }}
    >
      <TextField select label="Column" value={column.key} onChange={(e) => setKey(e.target.value as typeof key)}>
        {OVERVIEW_COLUMNS.map((c) => (
          <MenuItem key={c.key} value={c.key}>
            {c.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label="Operator" value={op} onChange={(e) => setOp(e.target.value as Operator)}>
        {operators.map((o) => (
          <MenuItem key={o.op} value={o.op}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Value"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={wrong}
        helperText={
          wrong
            ? `Enter ${column.numeric ? 'a number' : 'a value'} to compare ${column.label} with.`
            : column.numeric
              ? 'A number'
              : 'Several values: separate them with commas'
        }
        slotProps={{ htmlInput: column.numeric ? { inputMode: 'decimal' } : {} }}
      />
      <Button type="submit" variant="contained">
        Apply
      </Button>
    </Box>
  );
}
