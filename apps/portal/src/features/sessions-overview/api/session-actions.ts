import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import type { SessionManager } from '@pro-portal/sdk';
import { useSdk } from '../../../shared/sdk-provider';
import { isSessionsOverview } from '../../../shared/api/query-keys';
import { saveBlob } from '../../../shared/save-blob';
import { logFileName } from '../lib/row-rules';

type Row = SessionManager.OverviewSession;

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
