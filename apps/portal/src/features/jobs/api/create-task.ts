import useSWR, { useSWRConfig } from 'swr';
import { errorMessages } from '@pro-portal/rules';
import { ProApiError, fromDateString, type Main } from '@pro-portal/sdk';
import { useProClient } from '../../../shared/pro-client';
import { useToast } from '../../../shared/toast';
import { parseRequestData, readFileAsText } from '../lib/files';
import { isListOf, jobsKeys } from './keys';

/** The version choice that creates the task for the app's version tagged latest. */
export const LATEST_VERSION = '';

export interface NewTaskInput {
  appName: string;
  /** LATEST_VERSION for the latest version. */
  appVersion: string;
  serviceName: string;
  /** 'YYYY-MM-DD' or ''. */
  scheduleFor: string;
  /** Seconds as typed, '' for none. */
  scheduleIn: string;
  scheduleInterval: string;
  requestData: File;
}

const seconds = (text: string | number): number | undefined => (String(text).trim() === '' ? undefined : Number(text));

/** A YYYY-MM-DD field as the SDK's calendar date (the same day in every time zone). */
export const calendarDay = (isoDate: string): Date | undefined => (isoDate ? fromDateString(isoDate) : undefined);

/** Applications the user can create tasks for, with their versions. */
export function useTaskApps() {
  const client = useProClient();
  return useSWR(jobsKeys.apps, async () => {
    const { applications } = await client.main.applications.listApplications();
    return applications.filter((app) => app.attributes.isWebUI != null);
  });
}

/** Creates a task from the 'New task' form; resolves to the created task, or null after showing the error. */
export function useCreateTask() {
  const client = useProClient();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  return async (input: NewTaskInput): Promise<Main.Task | null> => {
    try {
      const requestData = parseRequestData(await readFileAsText(input.requestData));
      const common = {
        appName: input.appName,
        serviceName: input.serviceName.trim(),
        requestData,
        scheduleFor: calendarDay(input.scheduleFor),
        scheduleIn: seconds(input.scheduleIn),
        scheduleInterval: seconds(input.scheduleInterval),
      };
      const task =
        input.appVersion === LATEST_VERSION
          ? await client.main.tasks.createTaskForLatestVersion(common)
          : await client.main.tasks.createTask({ ...common, appVersion: input.appVersion });
      await mutate(isListOf('task'));
      return task;
    } catch (err) {
      toast.error(err instanceof Error && !(err instanceof ProApiError) ? err.message : err, {
        prefix: errorMessages.createTask,
      });
      return null;
    }
  };
}
