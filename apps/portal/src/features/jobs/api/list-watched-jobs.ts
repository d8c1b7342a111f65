import type { JobKind } from '@pro-portal/rules';
import type { ProClient } from '@pro-portal/sdk';
import { SESSION_KIND } from './use-job-lists';
import type { WatchedJob } from '../lib/job-watches';
import { createdRange, WATCH_LIST_LIMIT, type WatchListAnswer } from '../lib/watch-poll';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface WatchListRequest {
  kind: JobKind;
  /** The watched jobs of `kind`. */
  watches: readonly WatchedJob[];
  offset: number;
  /** Admins watch anyone's tasks, as the Tasks tab shows them everyone's. */
  listAll: boolean;
  signal?: AbortSignal;
}

/**
 * One list call for the watched jobs of one kind: the jobs created in the time the watched ones were
 * made in (tasks filter by day, so a day either side; oldest first), at most WATCH_LIST_LIMIT.
 */
export async function listWatchedJobs(
  client: ProClient,
  { kind, watches, offset, listAll, signal }: WatchListRequest,
): Promise<WatchListAnswer> {
  const { from, to } = createdRange(watches);
  if (kind === 'task') {
    const answer = await client.main.tasks.listTasks(
      {
        after: new Date(from.getTime() - DAY_MS),
        before: new Date(to.getTime() + DAY_MS),
        sort: 'createdAt',
        offset,
        limit: WATCH_LIST_LIMIT,
        listAll: listAll || undefined,
      },
      { signal },
    );
    return { jobs: answer.current_batch, total: answer.total_tasks };
  }
  const answer = await client.sessions.sessions.listSessions(
    {
      kind: SESSION_KIND[kind],
      createdAfter: from.toISOString(),
      createdBefore: new Date(to.getTime() + 1).toISOString(),
      offset,
      limit: WATCH_LIST_LIMIT,
    },
    { signal },
  );
  return { jobs: answer.sessions, total: answer.total };
}
