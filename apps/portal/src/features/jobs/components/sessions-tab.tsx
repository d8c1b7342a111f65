import { uiTexts } from '../../../shared/texts/ui-texts';
import { useSessionActions } from '../api/job-actions';
import { useSessionsPage, type Session } from '../api/use-job-lists';
import { useJobsTimeZone } from '../hooks/jobs-time-zone';
import { useJobsTable, usePageParam } from '../hooks/use-table-state';
import { useJobFilter } from '../hooks/use-job-filter';
import { ActionsBar } from './actions-bar';
import { JobFilters } from './job-filters';
import { sessionQuestion } from './confirm-job-action';
import { useRowActions } from '../hooks/use-row-actions';
import { solverColumns, webUiColumns } from './columns';
import { JobsTable } from './jobs-table';
import { NotifyMeButton } from './notify-me-button';
import { watchedSession } from '../lib/job-watches';
import { lazyComponent } from '../../../shared/components/lazy-component';

/** The dialog's code (its form, fields and checks) loads when it is first opened. */
const SessionLogsDialog = lazyComponent(
  async () => (await import(/* webpackChunkName: "session-logs" */ './session-logs-dialog')).SessionLogsDialog,
);

const TEXTS = {
  webui: { label: 'WebUI sessions', empty: uiTexts.noWebUiSessions },
  solver: { label: 'Solver sessions', empty: uiTexts.noSolverSessions },
} as const;

const sessionKey = (session: Session) => session.id;
const stateOf = (session: Session) => session.state;

/**
 * The WebUI or Solver tab: one page of sessions, their actions (terminate, delete, a session's log)
 * in the toolbar and in each row's menu.
 */
export function SessionsTab({ kind }: { kind: 'webui' | 'solver' }) {
  const paging = usePageParam();
  const filters = useJobFilter(kind);
  const { selection, table } = useJobsTable(useSessionsPage(kind, paging[0], filters.filter), paging, sessionKey);
  const { onAction, dialog, logOf, closeLog } = useRowActions(useSessionActions(kind), sessionQuestion);
  const zone = useJobsTimeZone();
  return (
    <>
      <ActionsBar kind={kind} selected={selection.selectedRows} stateOf={stateOf} onAction={onAction}>
        <NotifyMeButton
          kind={kind}
          selected={selection.selectedRows}
          stateOf={stateOf}
          toWatch={(session) => watchedSession(kind, session)}
        />
      </ActionsBar>
      <JobFilters kind={kind} {...filters} />
      <JobsTable
        label={TEXTS[kind].label}
        columns={kind === 'webui' ? webUiColumns(zone) : solverColumns(zone)}
        emptyText={TEXTS[kind].empty}
        rowActions={{ kind, stateOf, onAction }}
        {...table}
      />
      {logOf && <SessionLogsDialog kind={kind} session={logOf} onClose={closeLog} />}
      {dialog}
    </>
  );
}
