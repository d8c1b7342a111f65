import type { SessionManagerKind } from '@pro-portal/rules';
import type { SessionRow } from './session-rows.js';
import { taskSessionId, type TaskRow } from './task-rows.js';

/** The memory (Mi) and CPU (millicores) a session of each kind is given; its peaks stay within them. */
const RESOURCE_LIMITS: Record<SessionManagerKind, { memoryMi: number; cpuM: number }> = {
  webui: { memoryMi: 2048, cpuM: 1000 },
  solve: { memoryMi: 4096, cpuM: 2000 },
  task: { memoryMi: 2048, cpuM: 1000 },
};

/** One row of the unified sessions overview: a session of any kind with its timings and resource figures. */
export interface OverviewSession {
  kind: SessionManagerKind;
  id: string;
  state: string;
  created_at: string;
  environment: string;
  user: string;
  app_name: string;
  app_version: string;
  /** Seconds waiting before it started, launching until it ran, and running (until now while it runs). */
  queue_time: number;
  launch_time: number;
  run_time: number;
  /** Memory limit in GiB times hours run. */
  gb_hour: number;
  peak_memory_mi: number;
  memory_limit_mi: number;
  peak_cpu_m: number;
  cpu_limit_m: number;
  /** Peak over limit, in percent. */
  memory_utilisation: number;
  cpu_utilisation: number;
}

const secondsBetween = (from: Date, to: Date) => Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000));
const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;
const date = (d: Date | string | null) => (d ? new Date(d) : null);

interface Life {
  kind: SessionManagerKind;
  created: Date;
  /** When it stopped waiting, began running and ended (null: not yet). */
  launched: Date | null;
  running: Date | null;
  ended: Date | null;
  peakMemoryMi: number;
  peakCpuM: number;
}

/** The timings and figures of a session's life: a session that never ran used nothing. */
function figures(life: Life, now: Date) {
  const limits = RESOURCE_LIMITS[life.kind];
  const stop = life.ended ?? now;
  const queueEnd = life.launched ?? life.running ?? stop;
  const run_time = life.running ? secondsBetween(life.running, stop) : 0;
  const ran = life.running !== null;
  const peak_memory_mi = ran ? life.peakMemoryMi : 0;
  const peak_cpu_m = ran ? life.peakCpuM : 0;
  return {
    queue_time: secondsBetween(life.created, queueEnd),
    launch_time: life.launched ? secondsBetween(life.launched, life.running ?? stop) : 0,
    run_time,
    gb_hour: round((limits.memoryMi / 1024) * (run_time / 3600), 4),
    peak_memory_mi,
    memory_limit_mi: limits.memoryMi,
    peak_cpu_m,
    cpu_limit_m: limits.cpuM,
    memory_utilisation: round((peak_memory_mi / limits.memoryMi) * 100, 1),
    cpu_utilisation: round((peak_cpu_m / limits.cpuM) * 100, 1),
  };
}

/** A WebUI or solver session as an overview row: it waits until started, launches until running. */
export function sessionOverview(row: SessionRow, now: Date): OverviewSession {
  return {
    kind: row.kind,
    id: row.id,
    state: row.state,
    created_at: new Date(row.created_at).toISOString(),
    environment: row.environment,
    user: row.user_name,
    app_name: row.app_name,
    app_version: row.app_version,
    ...figures(
      {
        kind: row.kind,
        created: new Date(row.created_at),
        launched: date(row.started_at),
        running: date(row.running_at),
        ended: date(row.ended_at),
        peakMemoryMi: row.peak_memory_mi,
        peakCpuM: row.peak_cpu_m,
      },
      now,
    ),
  };
}

/** A task run as an overview row: it waits until assigned, launches until running. */
export function taskOverview(row: TaskRow, now: Date): OverviewSession {
  return {
    kind: 'task',
    id: taskSessionId(row),
    state: row.state,
    created_at: new Date(row.created_at).toISOString(),
    environment: row.user_environment,
    user: row.user_name,
    app_name: row.app_name,
    app_version: row.app_version,
    ...figures(
      {
        kind: 'task',
        created: new Date(row.created_at),
        launched: date(row.assigned_at),
        running: date(row.started_at),
        ended: date(row.ended_at),
        peakMemoryMi: row.peak_memory_mi,
        peakCpuM: row.peak_cpu_m,
      },
      now,
    ),
  };
}
