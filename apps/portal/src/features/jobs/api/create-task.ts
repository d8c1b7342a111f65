import { useSWRConfig } from 'swr';
import type { Application, Task } from '@pro-portal/sdk';
import { apiCall, sendApiCall } from '../../../shared/api/api-call';
import { useSdk } from '../../../shared/sdk-provider';
import { queryKeys, isJobListOf } from '../../../shared/api/query-keys';
import { useSdkSWR } from '../../../shared/api/use-sdk-swr';

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

/**
 * The call that creates a task (shown by "Show API call" and sent); the request data is shown as the
 * file it came from, never inlined.
 */
export function createTaskCall(input: NewTaskInput, requestFile = 'request.json') {
  const common = {
    appName: input.appName,
    serviceName: input.serviceName.trim(),
    requestData: input.requestData,
    scheduleFor: input.scheduleFor,
    scheduleIn: optional(input.scheduleIn),
    scheduleInterval: optional(input.scheduleInterval),
  };
  const files = { requestData: requestFile };
  return input.appVersion === LATEST_VERSION
    ? apiCall('main', 'tasks', 'createTaskForLatestVersion', common, files)
    : apiCall('main', 'tasks', 'createTask', { ...common, appVersion: input.appVersion }, files);
}

/** Applications the user can create tasks for, with their versions. */
export const useTaskApps = () =>
  useSdkSWR(queryKeys.taskApps, async (client, signal) => {
    const { applications } = await client.main.applications.listApplications({ signal });
    return applications.filter((app) => app.attributes.isWebUI != null);
  });

/** Creates a task from the 'New task' form and revalidates the task lists; resolves to the created task. */
export function useCreateTask() {
  const client = useSdk();
  const { mutate } = useSWRConfig();
  return async (input: NewTaskInput): Promise<Task> => {
    const task = await sendApiCall(client, createTaskCall(input));
    await mutate(isJobListOf('task'));
    return task;
  };
}
