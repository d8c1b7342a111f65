import { SESSION_KIND } from './use-job-lists';
import { queryKeys, type LogsFilter } from '../../../shared/api/query-keys';
import { useSdkSWR } from '../../../shared/api/use-sdk-swr';

export const LOGS_PAGE_SIZE = 20;

/** One page of a session's log entries, filtered by text and time range on the server. */
export const useSessionLogs = (kind: 'webui' | 'solver', sessionId: string, filter: LogsFilter) =>
  useSdkSWR(
    queryKeys.sessionLogs(kind, sessionId, filter),
    (client, signal) =>
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
