import { type JobKind } from '@pro-portal/rules';
import { JOBS_PAGE_SIZE, pageOffset } from '../lib/pagination';
import { type Session, SessionKind, SessionManager, type Task, TaskState } from '@pro-portal/sdk';
import { liveRefreshInterval } from '../lib/live-refresh';
import { useDocumentVisible } from '../hooks/use-document-visible';
import { queryKeys } from '../../../shared/api/query-keys';
import { useSdkSWR } from '../../../shared/api/use-sdk-swr';
import { usePortalContext } from '../../../shared/portal-context';
import type { JobFilter } from '../hooks/use-job-filter';

/** The tasks list is newest first. */
const TASKS_SORT = '-createdAt';

export type { Session };
export type { Task };

export const SESSION_KIND = {
  webui: SessionKind.Webui,
  solver: SessionKind.Solve,
} as const;

export interface Page<T> {
  rows: T[];
  total: number;
}

/** A list call's states: the one state chosen, as the call's enum names it, or none for all. */
function statesOf<E extends string>(states: Record<string, E>, filter: JobFilter): E[] | undefined {
  const state = Object.values(states).find((value) => value === filter.state);
  return state && [state];
}

/** One page (10 rows) of WebUI or solver sessions, refreshed while any of them can still change. */
export function useSessionsPage(kind: 'webui' | 'solver', page: number, filter: JobFilter) {
  const visible = useDocumentVisible();
  return useSdkSWR(
    queryKeys.jobList(kind, page, filter),
    async (client, signal): Promise<Page<Session>> => {
      const answer = await client.sessions.sessions.listSessions(
        {
          kind: SESSION_KIND[kind],
          offset: pageOffset(page),
          limit: JOBS_PAGE_SIZE,
          states: statesOf(SessionManager.ListSessionsStatesEnum, filter),
          appName: filter.app || undefined,
        },
        { signal },
      );
      return { rows: answer.sessions, total: answer.total };
    },
    {
      refreshInterval: (data) => liveRefreshInterval(kind, data?.rows.map((s) => s.state) ?? [], visible),
      refreshWhenHidden: false,
      keepPreviousData: true,
    },
  );
}

/**
 * One page (10 rows) of tasks, newest first, refreshed while any of them can still change. Admins
 * see everyone's (listAll), as the WebUI and Solver tabs show them everyone's sessions, so that
 * they can find and stop any task; everybody else sees their own.
 */
export function useTasksPage(page: number, filter: JobFilter) {
  const { isAdmin } = usePortalContext();
  const visible = useDocumentVisible();
  const kind: JobKind = 'task';
  return useSdkSWR(
    queryKeys.jobList(kind, page, filter),
    async (client, signal): Promise<Page<Task>> => {
      const answer = await client.main.tasks.listTasks(
        {
          offset: pageOffset(page),
          limit: JOBS_PAGE_SIZE,
          sort: TASKS_SORT,
          listAll: isAdmin || undefined,
          states: statesOf(TaskState, filter),
          appName: filter.app || undefined,
        },
        { signal },
      );
      return { rows: answer.current_batch, total: answer.total_tasks };
    },
    {
      refreshInterval: (data) => liveRefreshInterval(kind, data?.rows.map((t) => t.state) ?? [], visible),
      refreshWhenHidden: false,
      keepPreviousData: true,
    },
  );
}
