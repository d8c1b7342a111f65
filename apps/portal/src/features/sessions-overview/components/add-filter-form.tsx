import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { localInputToIso } from '../../../shared/local-moment';
import { OVERVIEW_COLUMNS, type OverviewColumn } from '../lib/columns';
import { filterTerm, operatorsOf, type Operator } from '../lib/filters';

/** What each kind of column compares with: the value as the API takes it ('' when unusable), and the field's words. */
const VALUES = {
  text: {
    read: (value: string) => value.trim(),
    wanted: 'a value',
    helper: 'Several values: separate them with commas',
  },
  number: {
    read: (value: string) => (value.trim() !== '' && Number.isFinite(Number(value)) ? value.trim() : ''),
    wanted: 'a number',
    helper: 'A number',
  },
  // A moment picked in the person's own time, sent as the instant it is.
  moment: { read: localInputToIso, wanted: 'a date and time', helper: 'A date and time, in your time zone' },
} as const;

const valuesOf = (column: OverviewColumn) => VALUES[column.holds ?? 'text'];

/** Add filter's form: a column, an operator the column takes and a value; Apply adds the term. */
export function AddFilterForm({ onAdd }: { onAdd: (term: string) => void }) {
  const [key, setKey] = useState(OVERVIEW_COLUMNS[0].key);
  const column = OVERVIEW_COLUMNS.find((c) => c.key === key) ?? OVERVIEW_COLUMNS[0];
  const operators = operatorsOf(column);
  const [chosenOp, setOp] = useState<Operator>('=');
  // A column without the operator chosen for the one before falls back to its first.
  const op = operators.some((o) => o.op === chosenOp) ? chosenOp : operators[0].op;
  const [value, setValue] = useState('');
  const [tried, setTried] = useState(false);
  const values = valuesOf(column);
  const wrong = tried && values.read(value) === '';
  const chooseColumn = (next: OverviewColumn['key']) => {
    // A date typed for one kind of column is no value for another.
    const nextColumn = OVERVIEW_COLUMNS.find((c) => c.key === next);
    if ((nextColumn?.holds === 'moment') !== (column.holds === 'moment')) setValue('');
    setKey(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    const read = values.read(value);
    if (read !== '') onAdd(filterTerm(column.key, op, read));
  };
  return (
    <Box
      component="form"
      aria-label="Add filter"
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2, p: 2, minWidth: 260 }}
    >
      <TextField
        select
        label="Column"
        value={column.key}
        onChange={(e) => chooseColumn(e.target.value as OverviewColumn['key'])}
      >
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
        type={column.holds === 'moment' ? 'datetime-local' : 'text'}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={wrong}
        helperText={wrong ? `Enter ${values.wanted} to compare ${column.label} with.` : values.helper}
        slotProps={{
          htmlInput: column.holds === 'number' ? { inputMode: 'decimal' } : {},
          // A date field always shows its own placeholder, so its label stays above it.
          inputLabel: column.holds === 'moment' ? { shrink: true } : {},
        }}
      />
      <Button type="submit" variant="contained">
        Apply
      </Button>
    </Box>
  );
}
