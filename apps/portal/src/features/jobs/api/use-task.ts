import { isApiErrorWith } from '../../../shared/api/errors';
import { queryKeys } from '../../../shared/api/query-keys';
import { useSdkSWR } from '../../../shared/api/use-sdk-swr';
import type { Task } from './use-job-lists';

export interface TaskRef {
  id: string;
  groupIndex?: number;
}

/**
 * One task by its id, straight from the platform (null: none asked). A task that does not exist or
 * is not the caller's answers `null`, not an error.
 */
export function useTask(task: TaskRef | null) {
  return useSdkSWR(
    task ? queryKeys.task(task.id, task.groupIndex) : null,
    async (client, signal): Promise<Task | null> => {
      try {
        return await client.main.tasks.getTask({ id: task?.id ?? '', groupIndex: task?.groupIndex }, { signal });
      } catch (error) {
        if (isApiErrorWith(error, { status: 404 }) || isApiErrorWith(error, { status: 403 })) return null;
        throw error;
      }
    },
    { shouldRetryOnError: false },
  );
}
