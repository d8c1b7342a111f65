import type { SessionManager } from '@pro-portal/sdk';

type Row = SessionManager.OverviewSession;

export interface OverviewColumn {
  /** The row's property, also the name the API sorts and filters by. */
  key: keyof Row & string;
  label: string;
  text: (row: Row) => string;
  /** What the column holds, which decides the comparisons a filter may use (text unless said). */
  holds?: 'number' | 'moment';
  /** Manage columns may hide it; `hidden` ones start hidden. */
  optional?: 'shown' | 'hidden';
}

const seconds = (n: number) => `${n}s`;

/** The columns of the Data tab, in order, as the platform's new portal names them. */
export const OVERVIEW_COLUMNS: OverviewColumn[] = [
  { key: 'kind', label: 'Type', text: (r) => r.kind },
  { key: 'state', label: 'State', text: (r) => r.state },
  { key: 'created_at', label: 'Created', text: (r) => new Date(r.created_at).toLocaleString(), holds: 'moment' },
  { key: 'environment', label: 'Environment', text: (r) => r.environment },
  { key: 'user', label: 'User', text: (r) => r.user },
  { key: 'app_name', label: 'App', text: (r) => r.app_name },
  { key: 'app_version', label: 'Version', text: (r) => r.app_version },
  { key: 'queue_time', label: 'Queue time', text: (r) => seconds(r.queue_time), holds: 'number', optional: 'shown' },
  { key: 'launch_time', label: 'Launch time', text: (r) => seconds(r.launch_time), holds: 'number', optional: 'shown' },
  { key: 'run_time', label: 'Run time', text: (r) => seconds(r.run_time), holds: 'number', optional: 'shown' },
  { key: 'gb_hour', label: 'GbHour', text: (r) => String(r.gb_hour), holds: 'number', optional: 'shown' },
  // The platform's peak columns start hidden, for Manage columns to show.
  {
    key: 'peak_memory_mi',
    label: 'Peak Memory [Mi]',
    text: (r) => String(r.peak_memory_mi),
    holds: 'number',
    optional: 'hidden',
  },
  { key: 'peak_cpu_m', label: 'Peak CPU [m]', text: (r) => String(r.peak_cpu_m), holds: 'number', optional: 'hidden' },
  {
    key: 'memory_utilisation',
    label: 'Peak Memory Utilization [%]',
    text: (r) => String(r.memory_utilisation),
    holds: 'number',
    optional: 'hidden',
  },
  {
    key: 'cpu_utilisation',
    label: 'Peak CPU Utilization [%]',
    text: (r) => String(r.cpu_utilisation),
    holds: 'number',
    optional: 'hidden',
  },
];

/** Which optional columns this person showed (true) or hid (false); those not named keep their default. */
export type ColumnChoice = Partial<Record<string, boolean>>;

export const isShown = (column: OverviewColumn, choice: ColumnChoice): boolean =>
  !column.optional || (choice[column.key] ?? column.optional === 'shown');
