import { taskLogFileName } from '@pro-portal/rules';
import { queryKeys } from '../../../shared/api/query-keys';
import { useMutation } from '../../../shared/api/use-mutation';
import { useSdkSWR } from '../../../shared/api/use-sdk-swr';
import { useSdk } from '../../../shared/sdk-provider';
import { saveBlob } from '../../../shared/save-blob';
import { fileGroupIndex } from '../lib/files';
import type { Task } from './use-job-lists';

/** Log lines a page of a task's log shows. */
export const TASK_LOG_PAGE_SIZE = 200;

/** One page of the log of a task's run, oldest line first. */
export const useTaskLog = (task: Task, page: number) => {
  const groupIndex = fileGroupIndex(task);
  return useSdkSWR(
    queryKeys.taskLog(task.id, groupIndex, page),
    (client, signal) =>
      client.main.tasks.getTaskLogs(
        { id: task.id, groupIndex, offset: (page - 1) * TASK_LOG_PAGE_SIZE, limit: TASK_LOG_PAGE_SIZE },
        { signal },
      ),
    { keepPreviousData: true },
  );
};

/** Saves the whole log of a task's run as a text file (Task_{id}[_{groupIndex}]_log.txt). */
export function useDownloadTaskLog() {
  const client = useSdk();
  return useMutation(
    async (task: Task) => {
      const groupIndex = fileGroupIndex(task);
      const text = await client.main.tasks.downloadTaskLogs({ id: task.id, groupIndex });
      saveBlob(new Blob([text], { type: 'text/plain' }), taskLogFileName(task.id, groupIndex));
    },
    { errorToast: { prefix: 'The log could not be downloaded.' } },
  );
}
