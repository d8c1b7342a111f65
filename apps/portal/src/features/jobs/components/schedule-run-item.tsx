import { Box, Chip, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { applicationLabel, formatDateTime, gmtOffsetLabel, type TimeZoneOption } from '@pro-portal/rules';
import { scheduleTexts } from '../../../shared/texts/schedule-texts';
import type { ScheduledRun } from '../lib/schedule-runs';

interface RunItemProps {
  run: ScheduledRun;
  zone: TimeZoneOption;
  /** The offset the view's heading names; a run names its own only when daylight saving makes it differ. */
  headingOffset: string;
  onOpen: (run: ScheduledRun) => void;
}

/** One run on the schedule: its time, task, app and service; whether it repeats, is a later run, or overlaps others. */
export function RunItem({ run, zone, headingOffset, onOpen }: RunItemProps) {
  const { task } = run;
  const offset = gmtOffsetLabel(run.at, zone);
  const time = `${formatDateTime(run.at, zone).slice(11, 16)}${offset === headingOffset ? '' : ` ${offset}`}`;
  return (
    <ListItem disablePadding data-run={run.key}>
      <ListItemButton onClick={() => onOpen(run)}>
        <ListItemText
          primary={
            <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
              <Typography component="span" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                {time}
              </Typography>
              <span>{scheduleTexts.task(run.key)}</span>
            </Stack>
          }
          secondary={
            <Box component="span" sx={{ display: 'block' }}>
              <span>{`${applicationLabel(task.appName, task.appVersion)} · ${task.serviceName}`}</span>
              <Stack component="span" direction="row" spacing={0.5} sx={{ mt: 0.5, flexWrap: 'wrap', rowGap: 0.5 }}>
                {task.scheduleInterval ? (
                  <Chip component="span" size="small" label={scheduleTexts.repeatsEvery(task.scheduleInterval)} />
                ) : null}
                {run.projected && (
                  <Chip component="span" size="small" variant="outlined" label={scheduleTexts.laterRun} />
                )}
              </Stack>
              {run.overlaps.length > 0 && (
                <Stack
                  component="span"
                  direction="row"
                  spacing={0.5}
                  sx={{ mt: 0.5, alignItems: 'center' }}
                  data-overlap
                >
                  <WarningAmberIcon fontSize="small" sx={{ color: 'warning.main' }} aria-hidden />
                  <Typography component="span" variant="body2" color="text.primary">
                    {scheduleTexts.overlaps(run.overlaps)}
                  </Typography>
                </Stack>
              )}
            </Box>
          }
          slotProps={{ secondary: { component: 'span' } }}
        />
      </ListItemButton>
    </ListItem>
  );
}
