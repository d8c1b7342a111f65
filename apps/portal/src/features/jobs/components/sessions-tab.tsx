import { useState } from 'react';
import { Button } from '@mui/material';
import { uiTexts } from '@pro-portal/rules';
import { useSessionActions } from '../api/job-actions';
import { errorMessage, useSessionsPage, type Session } from '../api/use-job-lists';
import { useJobsTimeZone } from '../lib/time-zone';
import { useClampedPage, usePageParam, useRowSelection } from '../lib/use-table-state';
import { ActionsBar } from './actions-bar';
import { useConfirmedSessionActions } from './confirm-session-action';
import { solverColumns, webUiColumns } from './columns';
import { JobsTable } from './jobs-table';
import { SessionLogsDialog } from './session-logs-dialog';

const TEXTS = {
  webui: { label: 'WebUI sessions', empty: uiTexts.noWebUiSessions },
  solver: { label: 'Solver sessions', empty: uiTexts.noSolverSessions },
} as const;

const sessionKey = (session: Session) => session.id;
const stateOf = (session: Session) => session.state;

/** The WebUI or Solver tab: one page of sessions, bulk terminate and delete, and a session's logs. */
export function SessionsTab({ kind }: { kind: 'webui' | 'solver' }) {
  const [page, setPage] = usePageParam();
  const { data, error, isLoading, mutate } = useSessionsPage(kind, page);
  useClampedPage(page, data?.total, setPage);
  const selection = useRowSelection(data?.rows, sessionKey);
  const { onAction, dialog } = useConfirmedSessionActions(useSessionActions(kind));
  const zone = useJobsTimeZone();
  const [logsOf, setLogsOf] = useState<Session | null>(null);
  const single = selection.selectedRows.length === 1 ? selection.selectedRows[0] : undefined;
  return (
    <>
      <ActionsBar kind={kind} selected={selection.selectedRows} stateOf={stateOf} onAction={onAction}>
        {single && (
          <Button variant="outlined" size="small" onClick={() => setLogsOf(single)}>
            Logs
          </Button>
        )}
      </ActionsBar>
      <JobsTable
        label={TEXTS[kind].label}
        columns={kind === 'webui' ? webUiColumns(zone) : solverColumns(zone)}
        rows={data?.rows}
        rowKey={sessionKey}
        total={data?.total ?? 0}
        page={page}
        onPage={setPage}
        selectedKeys={selection.selectedKeys}
        onRowClick={selection.onRowClick}
        isLoading={isLoading}
        error={error}
        errorText={errorMessage(error)}
        onRetry={() => void mutate()}
        emptyText={TEXTS[kind].empty}
      />
      {logsOf && <SessionLogsDialog kind={kind} session={logsOf} onClose={() => setLogsOf(null)} />}
      {dialog}
    </>
  );
}
