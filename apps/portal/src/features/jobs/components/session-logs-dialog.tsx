import { useState } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { LogsFilter } from '../../../shared/api/query-keys';
import type { Session } from '../api/use-job-lists';
import { LOGS_PAGE_SIZE, useSessionLogs } from '../api/use-session-logs';
import { RetryAlert } from '../../../shared/components/load-state';
import { PageButtons } from './page-buttons';
import { localInputToIso } from '../../../shared/local-moment';
import { LogFilters, LogTable, type LogFilterInput } from './session-log-parts';

interface SessionLogsDialogProps {
  kind: 'webui' | 'solver';
  session: Session;
  onClose: () => void;
}

/** A session's log, one page at a time, filtered by text and time range. */
export function SessionLogsDialog({ kind, session, onClose }: SessionLogsDialogProps) {
  const [input, setInput] = useState<LogFilterInput>({ contains: '', from: '', to: '' });
  const [page, setPage] = useState(1);
  const filter: LogsFilter = {
    page,
    contains: input.contains,
    from: localInputToIso(input.from),
    to: localInputToIso(input.to),
  };
  const { data, error, isLoading, mutate } = useSessionLogs(kind, session.id, filter);
  const change = (next: LogFilterInput) => {
    setInput(next);
    setPage(1);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="logs-title" fullWidth maxWidth="lg">
      <DialogTitle id="logs-title">{`Logs of session ${session.id}`}</DialogTitle>
      <DialogContent>
        <LogFilters value={input} onChange={change} />
        {isLoading && !data && <CircularProgress aria-label="Loading logs" />}
        {error != null && <RetryAlert error={error} onRetry={() => void mutate()} />}
        {data && (
          <>
            <LogTable entries={data.entries} />
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
