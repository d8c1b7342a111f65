import { TaskState, type Task } from '@pro-portal/sdk';
import { queryKeys } from '../../../shared/api/query-keys';
import { useSdkSWR } from '../../../shared/api/use-sdk-swr';
import { usePortalContext } from '../../../shared/portal-context';
import { SCHEDULE_REFRESH_MS } from '../../../shared/timings';

/** The most tasks one list call answers; the schedule asks for that many of each kind. */
const LIST_LIMIT = 1000;

export interface TaskSchedule {
  /** Queued tasks, soonest scheduleFor first: each holds its group's next run. */
  queued: Task[];
  /** Completed tasks, newest first: how long their runs took. */
  completed: Task[];
}

/**
 * The tasks the schedule view places, in two calls made together: the queued ones (a repeating
 * task has exactly one queued run, its next) and the recently completed ones, whose run times say
 * how long the next runs will take. Admins see everyone's tasks, as in the Tasks table.
 */
export function useTaskSchedule() {
  const { isAdmin } = usePortalContext();
  return useSdkSWR(
    queryKeys.taskSchedule,
    async (client, signal): Promise<TaskSchedule> => {
      const listAll = isAdmin || undefined;
      const [queued, completed] = await Promise.all([
        client.main.tasks.listTasks(
          { states: [TaskState.Queued], sort: 'scheduleFor', limit: LIST_LIMIT, listAll },
          { signal },
        ),
        client.main.tasks.listTasks(
          { states: [TaskState.Completed], sort: '-createdAt', limit: LIST_LIMIT, listAll },
          { signal },
        ),
      ]);
      return { queued: queued.current_batch, completed: completed.current_batch };
    },
    { refreshInterval: SCHEDULE_REFRESH_MS, keepPreviousData: true },
  );
}
