import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import { applicationLabel, formatDateTime, ownerLabel, taskIdLabel } from '@pro-portal/rules';
import { RetryAlert } from '../../../shared/components/load-state';
import type { Task } from '../api/use-job-lists';
import { TASK_LOG_PAGE_SIZE, useDownloadTaskLog, useTaskLog } from '../api/task-log';
import { useJobsTimeZone } from '../hooks/jobs-time-zone';
import { PageButtons } from './page-buttons';
import { NO_LOG_ENTRIES } from './session-log-parts';

export interface TaskLogDialogProps {
  task: Task;
  onClose: () => void;
}

/**
 * The session log of a task's run as text, one numbered line per entry (time in the jobs tables'
 * zone, level, message), a page at a time, with Download log for the whole of it.
 */
export function TaskLogDialog({ task, onClose }: TaskLogDialogProps) {
  const [page, setPage] = useState(1);
  const [downloading, setDownloading] = useState(false);
  const { data, error, isLoading, mutate } = useTaskLog(task, page);
  const download = useDownloadTaskLog();
  const zone = useJobsTimeZone();
  const first = (page - 1) * TASK_LOG_PAGE_SIZE + 1;
  const lines = (data?.entries ?? []).map(
    (entry, i) => `${first + i} ${formatDateTime(entry.time, zone)} ${entry.level.toUpperCase()} ${entry.message}`,
  );
  const save = async () => {
    setDownloading(true);
    await download(task);
    setDownloading(false);
  };
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="task-log-title"
      aria-describedby="task-log-about"
      fullWidth
      maxWidth="lg"
    >
      <Stack direction="row" sx={{ alignItems: 'flex-start', pr: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <DialogTitle id="task-log-title" sx={{ pb: 0 }}>
            Session log
          </DialogTitle>
          <Typography
            id="task-log-about"
            variant="body2"
            color="text.secondary"
            sx={{ px: 3, overflowWrap: 'anywhere' }}
          >
            {[
              taskIdLabel(task.id, task.groupIndex),
              applicationLabel(task.appName, task.appVersion),
              ownerLabel(task.userName, task.userEnvironment),
            ].join(' · ')}
          </Typography>
        </Box>
        <Button startIcon={<DownloadIcon />} disabled={downloading} onClick={() => void save()} sx={{ mt: 1.5 }}>
          Download log
        </Button>
        <IconButton aria-label="Close" onClick={onClose} sx={{ mt: 1 }}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <DialogContent>
        {isLoading && !data && <CircularProgress aria-label="Loading the log" />}
        {error != null && <RetryAlert error={error} onRetry={() => void mutate()} />}
        {data && lines.length === 0 && <Typography sx={{ py: 2 }}>{NO_LOG_ENTRIES}</Typography>}
        {lines.length > 0 && (
          <Box
            component="pre"
            role="region"
            aria-label="Log text"
            // Scrolls sideways for long lines: focusable, so the keyboard can scroll it too.
            tabIndex={0}
            sx={{
              m: 0,
              p: 1.5,
              maxHeight: '60vh',
              overflow: 'auto',
              fontFamily: 'monospace',
              fontSize: '0.8125rem',
              bgcolor: 'action.hover',
              borderRadius: 1,
            }}
          >
            {lines.join('\n')}
          </Box>
        )}
        {data && (
          <PageButtons
            label="Log pages"
            page={page}
            total={data.total}
            pageSize={TASK_LOG_PAGE_SIZE}
            onChange={setPage}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
