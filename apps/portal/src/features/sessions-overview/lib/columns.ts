import type { SessionManager } from '@pro-portal/sdk';

type Row = SessionManager.OverviewSession;

export interface OverviewColumn {
  /** The row's property, also the name the API sorts and filters by. */
  key: keyof Row & string;
  label: string;
  text: (row: Row) => string;
}

const seconds = (n: number) => `${n}s`;

/** The columns of the Data tab, in order, as the platform's new portal shows them. */
export const OVERVIEW_COLUMNS: OverviewColumn[] = [
  { key: 'kind', label: 'Type', text: (r) => r.kind },
  { key: 'state', label: 'State', text: (r) => r.state },
  { key: 'created_at', label: 'Created', text: (r) => new Date(r.created_at).toLocaleString() },
  { key: 'environment', label: 'Environment', text: (r) => r.environment },
  { key: 'user', label: 'User', text: (r) => r.user },
  { key: 'app_name', label: 'App', text: (r) => r.app_name },
  { key: 'app_version', label: 'Version', text: (r) => r.app_version },
  { key: 'queue_time', label: 'Queue time', text: (r) => seconds(r.queue_time) },
  { key: 'launch_time', label: 'Launch time', text: (r) => seconds(r.launch_time) },
  { key: 'run_time', label: 'Run time', text: (r) => seconds(r.run_time) },
  { key: 'gb_hour', label: 'GbHour', text: (r) => String(r.gb_hour) },
  { key: 'peak_memory_mi', label: 'Peak memory (Mi)', text: (r) => String(r.peak_memory_mi) },
  { key: 'memory_utilisation', label: 'Peak memory %', text: (r) => `${r.memory_utilisation}%` },
  { key: 'peak_cpu_m', label: 'Peak CPU (m)', text: (r) => String(r.peak_cpu_m) },
  { key: 'cpu_utilisation', label: 'Peak CPU %', text: (r) => `${r.cpu_utilisation}%` },
];
