import { formatDuration } from '@pro-portal/rules';

/** The Tasks tab's schedule view (beyond the spec's texts). */
export const scheduleTexts = {
  views: 'Tasks view',
  table: 'Table',
  schedule: 'Schedule',
  range: 'Schedule range',
  day: 'Day',
  week: 'Week',
  previous: (range: string) => `Previous ${range}`,
  next: (range: string) => `Next ${range}`,
  today: 'Today',
  timesIn: (zone: string, offset: string) => `Times in ${zone} (${offset})`,
  noRuns: 'No runs',
  nothingScheduled: 'No scheduled or repeating tasks in this period.',
  moreRuns: (count: number) => `${count} more runs of frequently repeating tasks are not listed.`,
  repeatsEvery: (seconds: number) => `Repeats every ${formatDuration(seconds)}`,
  laterRun: 'Later run',
  overlaps: (labels: readonly string[]) => `Overlaps ${labels.join(', ')}`,
  nextRuns: 'Next runs',
  task: (label: string) => `Task ${label}`,
  todayMark: 'today',
};
