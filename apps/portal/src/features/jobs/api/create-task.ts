import useSWR, { useSWRConfig } from 'swr';
import { errorMessages } from '@pro-portal/rules';
import { ProApiError, type Application, type Task } from '@pro-portal/sdk';
import { useProClient } from '../../../shared/pro-client';
import { useToast } from '../../../shared/toast';
import { queryKeys, isJobListOf } from '../../../shared/api/query-keys';

/** The version choice that creates the task for the app's version tagged latest. */
export const LATEST_VERSION = '';

/** What the version choice needs to know of an application. */
export type TaskApp = Pick<Application, 'name' | 'version' | 'isLatest'>;

export interface NewTaskInput {
  appName: string;
  /** LATEST_VERSION for the latest version. */
  appVersion: string;
  serviceName: string;
  /** As scheduleForQuery makes it, or undefined. */
  scheduleFor?: string;
  /** Durations as typed ('2 hours', 'PT30M'), '' for none. */
  scheduleIn: string;
  scheduleInterval: string;
  /** The request data file's JSON, checked when the file was chosen. */
  requestData: object;
}

const optional = (text: string): string | undefined => (text.trim() === '' ? undefined : text.trim());

/** Applications the user can create tasks for, with their versions. */
export function useTaskApps() {
  const client = useProClient();
  return useSWR(queryKeys.taskApps, async () => {
    const { applications } = await client.main.applications.listApplications();
    return applications.filter((app) => app.attributes.isWebUI != null);
  });
}

/** Creates a task from the 'New task' form; resolves to the created task, or null after showing the error. */
export function useCreateTask() {
  const client = useProClient();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  return async (input: NewTaskInput): Promise<Task | null> => {
    try {
      const common = {
        appName: input.appName,
        serviceName: input.serviceName.trim(),
        requestData: input.requestData,
        scheduleFor: input.scheduleFor,
        scheduleIn: optional(input.scheduleIn),
        scheduleInterval: optional(input.scheduleInterval),
      };
      const task =
        input.appVersion === LATEST_VERSION
          ? await client.main.tasks.createTaskForLatestVersion(common)
          : await client.main.tasks.createTask({ ...common, appVersion: input.appVersion });
      await mutate(isJobListOf('task'));
      return task;
    } catch (err) {
      toast.error(err instanceof Error && !(err instanceof ProApiError) ? err.message : err, {
        prefix: errorMessages.createTask,
      });
      return null;
    }
  };
}
