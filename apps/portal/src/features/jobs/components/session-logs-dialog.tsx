import { useState } from 'react';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { formatDateTime, timeColumnHeader } from '@pro-portal/rules';
import type { LogsFilter } from '../../../shared/api/query-keys';
import type { Session } from '../api/use-job-lists';
import { LOGS_PAGE_SIZE, useSessionLogs } from '../api/use-session-logs';
import { useJobsTimeZone } from '../lib/time-zone';
import { RetryAlert } from '../../../shared/components/load-state';
import { PageButtons } from './page-buttons';

interface SessionLogsDialogProps {
  kind: 'webui' | 'solver';
  session: Session;
  onClose: () => void;
}

/** A local 'YYYY-MM-DDTHH:mm' of a datetime-local field as an ISO moment; '' when empty or invalid. */
const localInputToIso = (value: string): string => {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
};

/** A session's log, one page at a time, filtered by text and time range. */
export function SessionLogsDialog({ kind, session, onClose }: SessionLogsDialogProps) {
  const [contains, setContains] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const zone = useJobsTimeZone();
  const filter: LogsFilter = { page, contains, from: localInputToIso(from), to: localInputToIso(to) };
  const { data, error, isLoading, mutate } = useSessionLogs(kind, session.id, filter);
  const change = (set: (value: string) => void) => (event: { target: { value: string } }) => {
    set(event.target.value);
    setPage(1);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="logs-title" fullWidth maxWidth="lg">
      <DialogTitle id="logs-title">{`Logs of session ${session.id}`}</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={2} sx={{ pt: 1, mb: 2 }}>
          <TextField label="Contains" value={contains} onChange={change(setContains)} size="small" />
          <TextField
            label="From"
            type="datetime-local"
            value={from}
            onChange={change(setFrom)}
            size="small"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="To"
            type="datetime-local"
            value={to}
            onChange={change(setTo)}
            size="small"
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        {isLoading && !data && <CircularProgress aria-label="Loading logs" />}
        {error != null && <RetryAlert error={error} onRetry={() => void mutate()} />}
        {data && (
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
                {data.entries.map((entry, i) => (
                  <TableRow key={`${entry.time.toISOString()}-${i}`}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.time, zone)}</TableCell>
                    <TableCell>{entry.level}</TableCell>
                    <TableCell>{entry.message}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {data.entries.length === 0 && <Typography sx={{ py: 2 }}>No log entries found</Typography>}
            <PageButtons
              label="Log pages"
              page={page}
              total={data.total}
              pageSize={LOGS_PAGE_SIZE}
              onChange={setPage}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
