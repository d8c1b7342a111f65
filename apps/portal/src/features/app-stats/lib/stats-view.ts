import type { SessionManager } from '@pro-portal/sdk';

export type StatsKind = 'webui' | 'solve' | 'task';
export type StatsResolution = 'auto' | 'hour' | 'day' | 'week' | 'month';

/** The tabs, in the vendor's order: the API's kind and the tab's label. */
export const STATS_KINDS: readonly { kind: StatsKind; label: string }[] = [
  { kind: 'webui', label: 'WebUI' },
  { kind: 'solve', label: 'Solver' },
  { kind: 'task', label: 'Task' },
];

export const STATS_RESOLUTIONS: readonly StatsResolution[] = ['auto', 'hour', 'day', 'week', 'month'];

type Bucket = SessionManager.StatsBucket;

export interface StatsMeasure {
  title: string;
  /** The unit a value is read with, for the summaries and the table. */
  unit: string;
  value: (bucket: Bucket) => number | null;
}

const RUN: StatsMeasure = { title: 'Run time in seconds', unit: 's', value: (b) => b.runSeconds };
const LAUNCH: StatsMeasure = { title: 'Launch time in seconds', unit: 's', value: (b) => b.launchSeconds };
const QUEUE: StatsMeasure = { title: 'Queue time in seconds', unit: 's', value: (b) => b.queueSeconds };
const ACTIVE: StatsMeasure = { title: 'Active count', unit: '', value: (b) => b.active };

/** The graphs of each kind, as the vendor's page has them: launch time for WebUI and Solver, queue time for Solver and Task. */
export const MEASURES_OF: Record<StatsKind, readonly StatsMeasure[]> = {
  webui: [RUN, LAUNCH, ACTIVE],
  solve: [RUN, LAUNCH, QUEUE, ACTIVE],
  task: [RUN, QUEUE, ACTIVE],
};
