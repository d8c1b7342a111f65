import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link } from 'react-router';
import { PageHeading } from '../../../shared/components/page-heading';
import { useQueryList } from '../../../shared/hooks/use-query-list';
import { oneOf, useQueryState } from '../../../shared/hooks/use-query-state';
import { PATHS } from '../../../shared/paths';
import { DataPanel } from '../components/data-panel';
import { FilterBar } from '../components/filter-bar';
import { StatsPanel } from '../components/stats-panel';

const TABS = [
  { value: 'data', label: 'Data' },
  { value: 'stats', label: 'Stats' },
] as const;

/** Sessions of every kind: the filter bar over a Data tab (the sessions) and a Stats tab (their summaries). */
export function SessionsOverviewPage() {
  // The tab and the filters live in the address (a link shows the same view); filters are the API's own terms.
  const [tab, setTab] = useQueryState('tab', 'data', oneOf(TABS.map((t) => t.value)));
  const [filter, setFilter] = useQueryList('filter');
  return (
    <Box component="section" aria-label="All sessions">
      <PageHeading
        actions={
          // The platform's way back to the Jobs page of one kind per tab.
          <Button variant="outlined" component={Link} to={PATHS.WEBUI}>
            Show legacy sessions
          </Button>
        }
      >
        All sessions
      </PageHeading>
      <FilterBar filters={filter} onChange={setFilter} />
      <Tabs value={tab} onChange={(_, next: typeof tab) => setTab(next)} aria-label="Sessions views" sx={{ mb: 2 }}>
        {TABS.map((t) => (
          <Tab
            key={t.value}
            value={t.value}
            label={t.label}
            id={`sessions-tab-${t.value}`}
            aria-controls={tab === t.value ? `sessions-panel-${t.value}` : undefined}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`sessions-panel-${tab}`} aria-labelledby={`sessions-tab-${tab}`}>
        {tab === 'data' ? <DataPanel filter={filter} /> : <StatsPanel filter={filter} />}
      </Box>
    </Box>
  );
}
