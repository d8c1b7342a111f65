import { Chip } from '@mui/material';
import {
  applicationLabel,
  formatDateTime,
  formatDuration,
  gmtOffsetLabel,
  ownerLabel,
  taskIdLabel,
  timeColumnHeader,
  type TimeZoneOption,
} from '@pro-portal/rules';
import type { Session, Task } from '../api/use-job-lists';
import type { TableColumn } from '../../../shared/components/table-column';

const FINAL_COLORS: Record<string, 'success' | 'error' | 'default' | 'info'> = {
  completed: 'success',
  finished: 'success',
  failed: 'error',
  error: 'error',
  crashed: 'error',
  terminated: 'default',
  timedout: 'default',
};

/** A job's state: the outline carries the state's colour, the text keeps the page's for contrast. */
function StateChip({ state }: { state: string }) {
  return (
    <Chip
      size="small"
      label={state}
      color={FINAL_COLORS[state] ?? 'info'}
      variant="outlined"
      sx={{ '& .MuiChip-label': { color: 'text.primary' } }}
    />
  );
}

/** The WebUI sessions table: Session ID, State, Application, Owner, Created. */
export function webUiColumns(zone: TimeZoneOption = {}): TableColumn<Session>[] {
  return [
    { header: 'Session ID', cell: (s) => s.id },
    { header: 'State', cell: (s) => <StateChip state={s.state} /> },
    { header: 'Application', cell: (s) => applicationLabel(s.app_name, s.app_version) },
    { header: 'Owner', cell: (s) => ownerLabel(s.user, s.environment) },
    { header: timeColumnHeader('Created', zone), cell: (s) => formatDateTime(s.created_at, zone) },
  ];
}

/** The Solver sessions table: the WebUI columns plus Description, Run Time, Queue Time. */
export function solverColumns(zone: TimeZoneOption = {}): TableColumn<Session>[] {
  return [
    ...webUiColumns(zone),
    { header: 'Description', cell: (s) => s.description ?? '' },
    { header: 'Run Time', cell: (s) => formatDuration(s.run_time) },
    { header: 'Queue Time', cell: (s) => formatDuration(s.queue_time) },
  ];
}

/** The Tasks table: Task ID, State, Application, Owner, Service Name, Created, Queue Time, Run Time, Scheduled for, Schedule Interval. */
export function taskColumns(zone: TimeZoneOption = {}): TableColumn<Task>[] {
  return [
    { header: 'Task ID', cell: (t) => taskIdLabel(t.id, t.groupIndex) },
    { header: 'State', cell: (t) => <StateChip state={t.state} /> },
    { header: 'Application', cell: (t) => applicationLabel(t.appName, t.appVersion) },
    { header: 'Owner', cell: (t) => ownerLabel(t.userName, t.userEnvironment) },
    { header: 'Service Name', cell: (t) => t.serviceName },
    { header: timeColumnHeader('Created', zone), cell: (t) => formatDateTime(t.createdAt, zone) },
    { header: 'Queue Time', cell: (t) => formatDuration(t.queueTime) },
    { header: 'Run Time', cell: (t) => formatDuration(t.runTime) },
    {
      header: timeColumnHeader('Scheduled for', zone),
      cell: (t) => {
        if (!t.scheduleFor) return '';
        // The header gives today's offset; a cell names its own only when daylight saving makes it differ.
        const offset = gmtOffsetLabel(new Date(t.scheduleFor), zone);
        const shown = offset === gmtOffsetLabel(new Date(), zone) ? '' : ` ${offset}`;
        return `${formatDateTime(t.scheduleFor, zone)}${shown}`;
      },
    },
    { header: 'Schedule Interval', cell: (t) => formatDuration(t.scheduleInterval) },
  ];
}
