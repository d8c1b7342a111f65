/** What the Stats tab can group by, in the platform's order and words. */
export const BREAKDOWNS = [
  { key: 'year', label: 'Year' },
  { key: 'month', label: 'Month' },
  { key: 'environment', label: 'Environment' },
  { key: 'user', label: 'User' },
  { key: 'app_name', label: 'App name' },
  { key: 'app_version', label: 'App version' },
] as const;

export type Breakdown = (typeof BREAKDOWNS)[number]['key'];

/** The breakdowns of the address that the API knows, in the order chosen. */
export const knownBreakdowns = (values: readonly string[]): Breakdown[] =>
  values.flatMap((value) => BREAKDOWNS.filter((b) => b.key === value).map((b) => b.key));

/** The figures the stats summarise, one table each. */
export const STAT_METRICS = [
  { key: 'queue_time', label: 'Queue time [s]' },
  { key: 'launch_time', label: 'Launch time [s]' },
  { key: 'run_time', label: 'Run time [s]' },
  { key: 'gb_hour', label: 'GbHour' },
  { key: 'peak_memory_mi', label: 'Peak Memory [Mi]' },
  { key: 'peak_cpu_m', label: 'Peak CPU [m]' },
] as const;

/** The summary columns of each figure's table. */
export const STAT_SUMMARIES = [
  { key: 'avg', label: 'Avg' },
  { key: 'min', label: 'Min' },
  { key: 'max', label: 'Max' },
  { key: 'p50', label: 'P50' },
  { key: 'p95', label: 'P95' },
  { key: 'total', label: 'Total' },
] as const;
