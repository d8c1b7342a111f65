import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import TablePagination from '@mui/material/TablePagination';
import type { SessionManager } from '@pro-portal/sdk';
import { RetryAlert } from '../../../shared/components/load-state';
import { useAllSessions } from '../api/overview';
import { usePageSize } from '../hooks/use-page-size';
import { useVisibleColumns } from '../hooks/use-visible-columns';
import { DownloadCsvButton } from './download-csv-button';
import { ManageColumns } from './manage-columns';
import { SessionEventsDialog } from './session-events-dialog';
import { SessionsTable } from './sessions-table';

/** The Data tab: a page of the sessions the filters keep, sortable by any column, with each session's events. */
export function DataPanel({ filter }: { filter: readonly string[] }) {
  const [sort, setSort] = useState('created_at');
  const [order, setOrder] = useState<'asc' | 'desc'>('desc');
  const pageSize = usePageSize();
  // Another sort, filter or page size starts again at the first page.
  const view = JSON.stringify([sort, order, filter, pageSize]);
  const [paging, setPaging] = useState({ view, page: 0 });
  const page = paging.view === view ? paging.page : 0;
  const [shown, setShown] = useState<SessionManager.OverviewSession | null>(null);
  const columns = useVisibleColumns();
  const { data, error, mutate } = useAllSessions({ sort, order, offset: page * pageSize, limit: pageSize, filter });
  const sortBy = (key: string) => {
    setOrder(key === sort && order === 'asc' ? 'desc' : 'asc');
    setSort(key);
  };
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <ManageColumns choice={columns.choice} onToggle={columns.toggle} onReset={columns.reset} />
        <DownloadCsvButton columns={columns.visible} rows={data?.sessions ?? []} />
      </Box>
      {error ? <RetryAlert error={error} onRetry={() => void mutate()} sx={{ mb: 2 }} /> : null}
      {!data && !error ? <LinearProgress aria-label="Loading sessions" sx={{ mb: 1 }} /> : null}
      <SessionsTable
        columns={columns.visible}
        rows={data?.sessions ?? []}
        sort={sort}
        order={order}
        onSort={sortBy}
        onEvents={setShown}
      />
      {data && data.sessions.length === 0 ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {filter.length ? 'No sessions match the filters.' : 'No sessions yet.'}
        </Alert>
      ) : null}
      <TablePagination
        component="div"
        count={data?.total ?? 0}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[pageSize]}
        onPageChange={(_, p) => setPaging({ view, page: p })}
      />
      <SessionEventsDialog session={shown} onClose={() => setShown(null)} />
    </>
  );
}
