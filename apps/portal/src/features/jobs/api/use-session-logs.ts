import { useProClient } from '../../../shared/pro-client';
import { SESSION_KIND } from './use-job-lists';
import { queryKeys, type LogsFilter } from '../../../shared/api/query-keys';
import { useProSWR } from '../../../shared/api/use-pro-swr';

export const LOGS_PAGE_SIZE = 20;

/** One page of a session's log entries, filtered by text and time range on the server. */
export function useSessionLogs(kind: 'webui' | 'solver', sessionId: string, filter: LogsFilter) {
  const client = useProClient();
  return useProSWR(
    queryKeys.sessionLogs(kind, sessionId, filter),
    (signal) =>
      client.sessions.sessions.getSessionLogs(
        {
          kind: SESSION_KIND[kind],
          sessionId,
          offset: (filter.page - 1) * LOGS_PAGE_SIZE,
          limit: LOGS_PAGE_SIZE,
          contains: filter.contains.trim() || undefined,
          fromTime: filter.from || undefined,
          toTime: filter.to || undefined,
        },
        { signal },
      ),
    { keepPreviousData: true },
  );
}
