import { Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { formatDateTime, timeColumnHeader } from '@pro-portal/rules';
import type { useSessionLogs } from '../api/use-session-logs';
import { useJobsTimeZone } from '../hooks/jobs-time-zone';

/** The log filter as typed: text, and local 'YYYY-MM-DDTHH:mm' bounds ('' for none). */
type LogEntries = NonNullable<ReturnType<typeof useSessionLogs>['data']>['entries'];

/** What a log without entries (or none matching) shows. */
export const NO_LOG_ENTRIES = 'No log entries found';

export interface LogFilterInput {
  contains: string;
  from: string;
  to: string;
}

const FIELDS = [
  { name: 'contains', label: 'Contains', type: 'text' },
  { name: 'from', label: 'From', type: 'datetime-local' },
  { name: 'to', label: 'To', type: 'datetime-local' },
] as const;

/** The text and time range fields above a session's log. */
export function LogFilters({ value, onChange }: { value: LogFilterInput; onChange: (value: LogFilterInput) => void }) {
  return (
    <Stack direction="row" spacing={2} sx={{ pt: 1, mb: 2 }}>
      {FIELDS.map(({ name, label, type }) => (
        <TextField
          key={name}
          label={label}
          type={type}
          value={value[name]}
          onChange={(event) => onChange({ ...value, [name]: event.target.value })}
          size="small"
          slotProps={type === 'text' ? undefined : { inputLabel: { shrink: true } }}
        />
      ))}
    </Stack>
  );
}

/** One page of log entries, times in the Jobs page's time zone. */
export function LogTable({ entries }: { entries: LogEntries }) {
  const zone = useJobsTimeZone();
  return (
    <>
      <Table size="small" aria-label="Log entries">
        <TableHead>
          <TableRow>
            <TableCell>{timeColumnHeader('Time', zone)}</TableCell>
            <TableCell>Level</TableCell>
            <TableCell>Message</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry, i) => (
            <TableRow key={`${entry.time.toISOString()}-${i}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.time, zone)}</TableCell>
              <TableCell>{entry.level}</TableCell>
              <TableCell>{entry.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {entries.length === 0 && <Typography sx={{ py: 2 }}>{NO_LOG_ENTRIES}</Typography>}
    </>
  );
}
