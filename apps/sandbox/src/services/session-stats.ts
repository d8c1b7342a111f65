import type { Caller } from '../context.js';
import type { Db } from '../db/db.js';
import { badRequest } from '../errors.js';
import type { OverviewSession } from './session-figures.js';
import { overviewRows, type OverviewQuery } from './session-overview.js';

/** What the stats can be broken down by, and the key each gives a session. */
const BREAKDOWNS = {
  year: (s: OverviewSession) => s.created_at.slice(0, 4),
  month: (s: OverviewSession) => s.created_at.slice(0, 7),
  environment: (s: OverviewSession) => s.environment,
  user: (s: OverviewSession) => s.user,
  app_name: (s: OverviewSession) => s.app_name,
  app_version: (s: OverviewSession) => s.app_version,
};
type Breakdown = keyof typeof BREAKDOWNS;

/** The columns the stats summarise. */
const STAT_METRICS = ['queue_time', 'launch_time', 'run_time', 'gb_hour', 'peak_memory_mi', 'peak_cpu_m'] as const;

const round = (n: number) => Math.round(n * 100) / 100;

/** The nearest-rank percentile of sorted numbers. */
const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];

function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const sum = sorted.reduce((a, b) => a + b, 0);
  return {
    avg: round(sum / sorted.length),
    min: sorted[0],
    max: sorted[sorted.length - 1],
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    total: round(sum),
  };
}

export interface StatsQuery extends OverviewQuery {
  breakdown?: string[] | string;
}

/** GET /session-stats: count and avg/min/max/p50/p95/total of each metric, per group of the breakdowns asked. */
export async function sessionStats(db: Db, caller: Caller, q: StatsQuery) {
  const breakdowns = (Array.isArray(q.breakdown) ? q.breakdown : q.breakdown ? [q.breakdown] : [])
    .flatMap((b) => b.split(','))
    .map((b) => b.trim())
    .filter(Boolean);
  const unknown = breakdowns.filter((b) => !Object.hasOwn(BREAKDOWNS, b));
  if (unknown.length)
    throw badRequest(`Unknown breakdown ${unknown.join(', ')}; use ${Object.keys(BREAKDOWNS).join(', ')}.`);
  const by = breakdowns as Breakdown[];
  const rows = await overviewRows(db, caller, q);
  const groups = new Map<string, { keys: Record<string, string>; rows: OverviewSession[] }>();
  for (const row of rows) {
    const keys = Object.fromEntries(by.map((b) => [b, BREAKDOWNS[b](row)]));
    const id = JSON.stringify(by.map((b) => keys[b]));
    const group = groups.get(id) ?? { keys, rows: [] };
    group.rows.push(row);
    groups.set(id, group);
  }
  const sorted = [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
  return {
    breakdown: by,
    groups: sorted.map(([, g]) => ({
      keys: g.keys,
      count: g.rows.length,
      metrics: Object.fromEntries(STAT_METRICS.map((m) => [m, summary(g.rows.map((r) => r[m]))])),
    })),
  };
}
