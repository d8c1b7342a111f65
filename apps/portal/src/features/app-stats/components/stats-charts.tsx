import Alert from '@mui/material/Alert';
import type { SessionManager } from '@pro-portal/sdk';
import { MEASURES_OF, STATS_KINDS, type StatsKind } from '../lib/stats-view';
import { StatsChart } from './stats-chart';

/** The kind's graphs, or what to do when the range holds none of its sessions (the vendor's graphs would lie flat). */
export function StatsCharts({ kind, stats }: { kind: StatsKind; stats: SessionManager.AppStats }) {
  const idle = stats.total === 0 && stats.buckets.every((b) => b.active === 0);
  if (idle) {
    const label = STATS_KINDS.find((k) => k.kind === kind)?.label;
    return (
      <Alert severity="info">
        No {label} sessions in this range. Choose earlier dates or another tab to see statistics.
      </Alert>
    );
  }
  return (
    <>
      {MEASURES_OF[kind].map((measure, i) => (
        <StatsChart
          key={measure.title}
          id={`stats-chart-${i}`}
          measure={measure}
          buckets={stats.buckets}
          resolution={stats.resolution}
        />
      ))}
    </>
  );
}
