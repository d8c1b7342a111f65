import { SessionManager } from '@pro-portal/sdk';
import { queryKeys } from '../../../shared/api/query-keys';
import { useSdkSWR } from '../../../shared/api/use-sdk-swr';

export interface OverviewParams {
  sort: string;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
  filter: readonly string[];
}

/** One page of the sessions of every kind, sorted and filtered as asked. */
export const useAllSessions = (params: OverviewParams) =>
  useSdkSWR(queryKeys.allSessions(params), (client, signal) =>
    client.sessions.sessions.listAllSessions(
      {
        ...params,
        // No filter sends no `filter` at all rather than an empty one.
        filter: params.filter.length ? [...params.filter] : undefined,
        order:
          params.order === 'asc'
            ? SessionManager.ListAllSessionsOrderEnum.Asc
            : SessionManager.ListAllSessionsOrderEnum.Desc,
      },
      { signal },
    ),
  );

/** The events of one session, oldest first; off (null) while none is chosen. */
export const useSessionEvents = (session: { kind: SessionManager.SessionKind; id: string } | null) =>
  useSdkSWR(session ? queryKeys.sessionEvents(session.kind, session.id) : null, (client, signal) =>
    client.sessions.sessions.getSessionEvents(
      { kind: session?.kind ?? SessionManager.SessionKind.Webui, sessionId: session?.id ?? '' },
      { signal },
    ),
  );

/** The API's breakdown of that name, if it has one. */
const asBreakdown = (name: string) =>
  Object.values(SessionManager.GetSessionStatsBreakdownEnum).filter((value) => value === name);

/** Count and avg/min/max/p50/p95/total of each figure of the sessions the filters keep, per group of the breakdowns. */
export const useSessionStats = (params: { filter: readonly string[]; breakdown: readonly string[] }) =>
  useSdkSWR(queryKeys.sessionStats(params), (client, signal) =>
    client.sessions.sessions.getSessionStats(
      {
        filter: params.filter.length ? [...params.filter] : undefined,
        breakdown: params.breakdown.length ? params.breakdown.flatMap(asBreakdown) : undefined,
      },
      { signal },
    ),
  );
