import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import TablePagination from '@mui/material/TablePagination';
import type { SessionManager } from '@pro-portal/sdk';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { PageHeading } from '../../../shared/components/page-heading';
import { useQueryList } from '../../../shared/hooks/use-query-list';
import { PATHS } from '../../../shared/paths';
import { useAllSessions } from '../api/overview';
import { DownloadCsvButton } from '../components/download-csv-button';
import { FilterBar } from '../components/filter-bar';
import { ManageColumns } from '../components/manage-columns';
import { SessionEventsDialog } from '../components/session-events-dialog';
import { SessionsTable } from '../components/sessions-table';
import { useVisibleColumns } from '../hooks/use-visible-columns';

const PAGE_SIZE = 25;

/** Sessions of every kind in one table, filtered and sorted by any column, with each session's events. */
export function SessionsOverviewPage() {
  const [sort, setSort] = useState('created_at');
  const [order, setOrder] = useState<'asc' | 'desc'>('desc');
  // Filters live in the address (a link shows the same sessions) as the API's own `filter` terms.
  const [filter, setFilter] = useQueryList('filter');
  // Another sort or filter starts again at the first page.
  const view = JSON.stringify([sort, order, filter]);
  const [paging, setPaging] = useState({ view, page: 0 });
  const page = paging.view === view ? paging.page : 0;
  const [shown, setShown] = useState<SessionManager.OverviewSession | null>(null);
  const columns = useVisibleColumns();
  const { data, error } = useAllSessions({ sort, order, offset: page * PAGE_SIZE, limit: PAGE_SIZE, filter });
  const sortBy = (key: string) => {
    setOrder(key === sort && order === 'asc' ? 'desc' : 'asc');
    setSort(key);
  };
  return (
    <Box component="section" aria-label="All sessions">
      <PageHeading
        actions={
          <>
            <ManageColumns choice={columns.choice} onToggle={columns.toggle} onReset={columns.reset} />
            <DownloadCsvButton columns={columns.visible} rows={data?.sessions ?? []} />
            {/* The platform's way back to the Jobs page of one kind per tab. */}
            <Button variant="outlined" component={Link} to={PATHS.WEBUI}>
              Show legacy sessions
            </Button>
          </>
        }
      >
        All sessions
      </PageHeading>
      <FilterBar filters={filter} onChange={setFilter} />
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(error)}
        </Alert>
      ) : null}
      {!data && !error ? <LinearProgress aria-label="Loading sessions" sx={{ mb: 1 }} /> : null}
      <SessionsTable
        columns={columns.visible}
        rows={data?.sessions ?? []}
        sort={sort}
        order={order}
        onSort={sortBy}
        onEvents={setShown}
      />
      <TablePagination
        component="div"
        count={data?.total ?? 0}
        page={page}
        rowsPerPage={PAGE_SIZE}
        rowsPerPageOptions={[PAGE_SIZE]}
        onPageChange={(_, p) => setPaging({ view, page: p })}
      />
      <SessionEventsDialog session={shown} onClose={() => setShown(null)} />
    </Box>
  );
}
