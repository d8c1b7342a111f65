import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { JOB_KIND_OF, canDelete, isActionAllowed, type SessionManagerKind } from '@pro-portal/rules';
import type { SessionManager } from '@pro-portal/sdk';
import { useSdk } from '../../../shared/sdk-provider';
import { isSessionsOverview } from '../../../shared/api/query-keys';
import { saveBlob } from '../../../shared/save-blob';

type Row = SessionManager.OverviewSession;

/** A session can be terminated while it has not ended; a task never (it is interrupted instead). */
export const canTerminateRow = (row: Row) =>
  isActionAllowed(JOB_KIND_OF[row.kind as SessionManagerKind], row.state, 'terminate');

/** A session can be deleted once it has ended (a task also while queued), as on the Jobs page. */
export const canDeleteRow = (row: Row) => canDelete(JOB_KIND_OF[row.kind as SessionManagerKind], row.state);

/** The file a session's log is saved as, the name the server gives it. */
export const logFileName = (row: Row) => `${row.kind}_session_${row.id}_log.txt`;

/** Terminate, delete and the log download of a row of any kind; a change revalidates the pages and the stats. */
export function useOverviewActions() {
  const client = useSdk();
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const api = client.sessions.sessions;
    const params = (row: Row) => ({ kind: row.kind, sessionId: row.id });
    return {
      terminate: async (row: Row) => {
        await api.terminateSession(params(row));
        await mutate(isSessionsOverview);
      },
      remove: async (row: Row) => {
        await api.deleteSession(params(row));
        await mutate(isSessionsOverview);
      },
      downloadLog: async (row: Row) => {
        const text = await api.downloadSessionLogs(params(row));
        saveBlob(new Blob([text], { type: 'text/plain' }), logFileName(row));
      },
    };
  }, [client, mutate]);
}
