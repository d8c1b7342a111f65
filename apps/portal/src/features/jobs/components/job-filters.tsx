import { MenuItem, Stack, TextField } from '@mui/material';
import { STATES, type JobKind } from '@pro-portal/rules';
import type { JobFilter } from '../hooks/use-job-filter';

interface JobFiltersProps {
  kind: JobKind;
  filter: JobFilter;
  appNames: readonly string[];
  setState: (state: string) => void;
  setApp: (app: string) => void;
}

const ALL = { value: '', label: 'All' };

/** The State and Application filters above a jobs table. */
export function JobFilters({ kind, filter, appNames, setState, setApp }: JobFiltersProps) {
  const choice = (label: string, value: string, options: readonly string[], onChange: (value: string) => void) => (
    <TextField
      select
      size="small"
      label={label}
      value={options.includes(value) ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      // 'All' shows as the choice when no filter is set.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value={ALL.value}>{ALL.label}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }} role="group" aria-label="Filters">
      {choice('State', filter.state, STATES[kind], setState)}
      {choice('Application', filter.app, appNames, setApp)}
    </Stack>
  );
}
