import { useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  IconButton,
  List,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { gmtOffsetLabel } from '@pro-portal/rules';
import { LoadState } from '../../../shared/components/load-state';
import { scheduleTexts } from '../../../shared/texts/schedule-texts';
import { useTaskSchedule } from '../api/use-task-schedule';
import { useJobsTimeZone } from '../hooks/jobs-time-zone';
import type { ScheduleParams } from '../hooks/use-schedule-params';
import {
  addDays,
  dayOf,
  expectedRunSeconds,
  scheduledRuns,
  scheduleWindow,
  type ScheduledRun,
} from '../lib/schedule-runs';
import { RunItem } from './schedule-run-item';
import { ScheduledTaskDialog } from './scheduled-task-dialog';

interface ScheduleViewProps {
  params: ScheduleParams;
  today: string;
  onChange: (next: Partial<ScheduleParams>) => void;
}

/** 'Monday 2026-11-23': the day's name in English, as the portal's other texts. */
const dayHeading = (day: string) =>
  `${new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`))} ${day}`;

/**
 * The scheduled and repeating tasks over a day or a week (Monday to Sunday), each run at its time
 * in the zone the jobs tables use, with the zone's offset named; a repeating task's later runs are
 * placed one interval apart; runs expected to run at the same time are marked; a run opens its task.
 */
export function ScheduleView({ params, today, onChange }: ScheduleViewProps) {
  const zone = useJobsTimeZone();
  const { data, error, isLoading, mutate } = useTaskSchedule();
  const [opened, setOpened] = useState<ScheduledRun | null>(null);
  const span = useMemo(
    () => scheduleWindow(params.day, params.range, zone.timeZone),
    [params.day, params.range, zone.timeZone],
  );
  const { runs, hidden } = useMemo(
    () => (data ? scheduledRuns(data.queued, span, expectedRunSeconds(data.completed)) : { runs: [], hidden: 0 }),
    [data, span],
  );
  const headingOffset = gmtOffsetLabel(span.start, zone);
  const zoneName = zone.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const step = params.range === 'week' ? 7 : 1;
  const rangeName = params.range === 'week' ? scheduleTexts.week : scheduleTexts.day;
  return (
    <Box component="section" aria-label={scheduleTexts.schedule}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={params.range}
          onChange={(_, range: ScheduleParams['range'] | null) => range && onChange({ range })}
          aria-label={scheduleTexts.range}
        >
          <ToggleButton value="day">{scheduleTexts.day}</ToggleButton>
          <ToggleButton value="week">{scheduleTexts.week}</ToggleButton>
        </ToggleButtonGroup>
        <IconButton
          aria-label={scheduleTexts.previous(rangeName.toLowerCase())}
          onClick={() => onChange({ day: addDays(params.day, -step) })}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Button size="small" onClick={() => onChange({ day: today })}>
          {scheduleTexts.today}
        </Button>
        <IconButton
          aria-label={scheduleTexts.next(rangeName.toLowerCase())}
          onClick={() => onChange({ day: addDays(params.day, step) })}
        >
          <ChevronRightIcon />
        </IconButton>
        <Typography variant="body2" data-zone>
          {scheduleTexts.timesIn(zoneName, headingOffset)}
        </Typography>
      </Stack>
      <LoadState
        label={scheduleTexts.schedule}
        isLoading={isLoading && !data}
        error={error}
        onRetry={() => void mutate()}
      >
        {runs.length === 0 && <Alert severity="info">{scheduleTexts.nothingScheduled}</Alert>}
        {hidden > 0 && <Alert severity="info">{scheduleTexts.moreRuns(hidden)}</Alert>}
        <Box
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: '1fr', md: params.range === 'week' ? 'repeat(7, minmax(0, 1fr))' : '1fr' },
          }}
        >
          {span.days.map((day) => {
            const ofDay = runs.filter((run) => dayOf(run.at, zone.timeZone) === day);
            const headingId = `schedule-day-${day}`;
            return (
              <Box component="section" key={day} aria-labelledby={headingId} data-day={day} sx={{ minWidth: 0 }}>
                <Typography
                  id={headingId}
                  component="h2"
                  variant="subtitle2"
                  sx={{ borderBottom: 1, borderColor: 'divider' }}
                >
                  {dayHeading(day)}
                  {day === today ? ` (${scheduleTexts.todayMark})` : ''}
                </Typography>
                {ofDay.length === 0 ? (
                  <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
                    {scheduleTexts.noRuns}
                  </Typography>
                ) : (
                  <List dense disablePadding>
                    {ofDay.map((run) => (
                      <RunItem key={run.key} run={run} zone={zone} headingOffset={headingOffset} onOpen={setOpened} />
                    ))}
                  </List>
                )}
              </Box>
            );
          })}
        </Box>
      </LoadState>
      {opened && <ScheduledTaskDialog run={opened} zone={zone} onClose={() => setOpened(null)} />}
    </Box>
  );
}
