import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import { RetryAlert } from '../../../shared/components/load-state';
import { useQueryList } from '../../../shared/hooks/use-query-list';
import { useSessionStats } from '../api/overview';
import { BREAKDOWNS, knownBreakdowns, STAT_METRICS, type Breakdown } from '../lib/stats';
import { StatsTable } from './stats-table';

/** The Stats tab: the sessions the filters keep, summarised per figure, grouped by the breakdowns ticked (kept in the address). */
export function StatsPanel({ filter }: { filter: readonly string[] }) {
  const [chosen, setChosen] = useQueryList('breakdown');
  const breakdown = knownBreakdowns(chosen);
  const { data, error, mutate } = useSessionStats({ filter, breakdown });
  // A breakdown ticked later groups inside those ticked before it.
  const toggle = (key: Breakdown) =>
    setChosen(breakdown.includes(key) ? breakdown.filter((b) => b !== key) : [...breakdown, key]);
  return (
    <>
      <FormGroup row role="group" aria-labelledby="stats-breakdown-label" sx={{ alignItems: 'center', gap: 1 }}>
        <FormLabel id="stats-breakdown-label" sx={{ mr: 1 }}>
          Breakdown
        </FormLabel>
        {BREAKDOWNS.map((b) => (
          <FormControlLabel
            key={b.key}
            label={b.label}
            control={<Checkbox checked={breakdown.includes(b.key)} onChange={() => toggle(b.key)} />}
          />
        ))}
      </FormGroup>
      {error ? <RetryAlert error={error} onRetry={() => void mutate()} sx={{ my: 2 }} /> : null}
      {!data && !error ? <LinearProgress aria-label="Loading the stats" sx={{ my: 1 }} /> : null}
      {data && data.groups.length === 0 ? (
        <Alert severity="info" sx={{ my: 2 }}>
          {filter.length ? 'No sessions match the filters.' : 'No sessions yet.'}
        </Alert>
      ) : null}
      {data && data.groups.length > 0
        ? STAT_METRICS.map((m) => <StatsTable key={m.key} metric={m} breakdown={breakdown} groups={data.groups} />)
        : null}
    </>
  );
}
