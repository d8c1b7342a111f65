import type { SessionManager } from '@pro-portal/sdk';

type Row = SessionManager.OverviewSession;

export interface OverviewColumn {
  /** The row's property, also the name the API sorts and filters by. */
  key: keyof Row & string;
  label: string;
  text: (row: Row) => string;
  /** Numbers compare with < and >; text only with is, is not and contains. */
  numeric?: boolean;
  /** Manage columns may hide it; `hidden` ones start hidden. */
  optional?: 'shown' | 'hidden';
}

const seconds = (n: number) => `${n}s`;

/** The columns of the Data tab, in order, as the platform's new portal names them. */
export const OVERVIEW_COLUMNS: OverviewColumn[] = [
  { key: 'kind', label: 'Type', text: (r) => r.kind },
  { key: 'state', label: 'State', text: (r) => r.state },
  { key: 'created_at', label: 'Created', text: (r) => new Date(r.created_at).toLocaleString() },
  { key: 'environment', label: 'Environment', text: (r) => r.environment },
  { key: 'user', label: 'User', text: (r) => r.user },
  { key: 'app_name', label: 'App', text: (r) => r.app_name },
  { key: 'app_version', label: 'Version', text: (r) => r.app_version },
  { key: 'queue_time', label: 'Queue time', text: (r) => seconds(r.queue_time), numeric: true, optional: 'shown' },
  { key: 'launch_time', label: 'Launch time', text: (r) => seconds(r.launch_time), numeric: true, optional: 'shown' },
  { key: 'run_time', label: 'Run time', text: (r) => seconds(r.run_time), numeric: true, optional: 'shown' },
  { key: 'gb_hour', label: 'GbHour', text: (r) => String(r.gb_hour), numeric: true, optional: 'shown' },
  // The platform's peak columns start hidden, for Manage columns to show.
  {
    key: 'peak_memory_mi',
    label: 'Peak Memory [Mi]',
    text: (r) => String(r.peak_memory_mi),
    numeric: true,
    optional: 'hidden',
  },
  { key: 'peak_cpu_m', label: 'Peak CPU [m]', text: (r) => String(r.peak_cpu_m), numeric: true, optional: 'hidden' },
  {
    key: 'memory_utilisation',
    label: 'Peak Memory Utilization [%]',
    text: (r) => String(r.memory_utilisation),
    numeric: true,
    optional: 'hidden',
  },
  {
    key: 'cpu_utilisation',
    label: 'Peak CPU Utilization [%]',
    text: (r) => String(r.cpu_utilisation),
    numeric: true,
    optional: 'hidden',
  },
];

/** Which optional columns this person showed (true) or hid (false); those not named keep their default. */
export type ColumnChoice = Partial<Record<string, boolean>>;

export const isShown = (column: OverviewColumn, choice: ColumnChoice): boolean =>
  !column.optional || (choice[column.key] ?? column.optional === 'shown');
