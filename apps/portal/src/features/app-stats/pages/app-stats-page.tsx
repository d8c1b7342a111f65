import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { PageHeading } from '../../../shared/components/page-heading';
import { SwrState } from '../../../shared/components/swr-state';
import { useAppStats } from '../api/app-stats';
import { StatsCharts } from '../components/stats-charts';
import { StatsControls } from '../components/stats-controls';
import { StatsCounters } from '../components/stats-counters';
import { useStatsView } from '../hooks/use-stats-view';
import { STATS_KINDS } from '../lib/stats-view';

/** App Stats of one app (any version): per session kind a tab with its counters, filters and graphs over time. */
export function AppStatsPage() {
  const { name = '' } = useParams();
  const stats = useStatsView();
  const { kind } = stats.view;
  const answer = useAppStats(name, stats.params);
  return (
    <section aria-labelledby="app-stats-heading">
      <Typography variant="body2" color="text.secondary">
        App stats
      </Typography>
      <PageHeading>
        <span id="app-stats-heading">{name}</span>
      </PageHeading>
      <Tabs value={kind} onChange={(_, next: typeof kind) => stats.setKind(next)} aria-label="Session kind">
        {STATS_KINDS.map((k) => (
          <Tab key={k.kind} value={k.kind} label={k.label} id={`stats-tab-${k.kind}`} aria-controls="stats-panel" />
        ))}
      </Tabs>
      <Box role="tabpanel" id="stats-panel" aria-labelledby={`stats-tab-${kind}`} sx={{ pt: 2 }}>
        {answer.data && <StatsCounters running={answer.data.running} total={answer.data.total} />}
        <StatsControls stats={stats} />
        {stats.params && (
          <SwrState label="stats" swr={answer}>
            {answer.data && <StatsCharts kind={kind} stats={answer.data} />}
          </SwrState>
        )}
      </Box>
    </section>
  );
}
