import { Box, Typography } from '@mui/material';
import { formatDateTime, gmtOffsetLabel, type TimeZoneOption } from '@pro-portal/rules';
import { InfoDialog } from '../../../shared/components/info-dialog';
import { scheduleTexts } from '../../../shared/texts/schedule-texts';
import { nextRuns, type ScheduledRun } from '../lib/schedule-runs';
import { taskColumns } from './columns';

/** How many of a repeating task's next runs the dialog lists. */
const NEXT_RUNS_SHOWN = 5;

/** A run's task, opened from the schedule: every column of the Tasks table, and its next runs. */
export function ScheduledTaskDialog({
  run,
  zone,
  onClose,
}: {
  run: ScheduledRun;
  zone: TimeZoneOption;
  onClose: () => void;
}) {
  const { task } = run;
  return (
    <InfoDialog titleId="scheduled-task-title" title={scheduleTexts.task(run.key)} onClose={onClose}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {taskColumns(zone).map((column) => (
          <Box key={column.header} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {column.header}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {column.cell(task)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography component="h3" variant="subtitle1" sx={{ mt: 2 }}>
        {scheduleTexts.nextRuns}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3 }} aria-label={scheduleTexts.nextRuns}>
        {nextRuns(task, NEXT_RUNS_SHOWN).map((at) => (
          <li key={at.getTime()}>{`${formatDateTime(at, zone)} ${gmtOffsetLabel(at, zone)}`}</li>
        ))}
      </Box>
    </InfoDialog>
  );
}
