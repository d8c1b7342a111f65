import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { ICON_STORAGE_PATH } from '@pro-portal/rules';
import type { Application } from '@pro-portal/sdk';
import { apiCall, sendApiCall } from '../../../shared/api/api-call';
import { useSdk } from '../../../shared/sdk-provider';
import { isPublishing } from '../lib/list-model';
import { fetchApplications } from './list-requests';
import { queryKeys } from '../../../shared/api/query-keys';
import { useSdkSWR } from '../../../shared/api/use-sdk-swr';

export type { Application };

/** How often the list is asked again while apps are still publishing. */
const PUBLISHING_POLL_MS = 2000;

/** All applications the caller can see; polls while `polling` or while the server lists apps still publishing. */
export const useApplications = (polling = false) =>
  useSdkSWR(queryKeys.applications, fetchApplications, {
    refreshInterval: (latest) => (polling || latest?.some(isPublishing) ? PUBLISHING_POLL_MS : 0),
  });

/** Asks the platform for one app: how a publishing app the list no longer shows is told apart from a failed one. */
export function useReadApplication() {
  const client = useSdk();
  return useCallback(
    ({ name, version }: AppRef) =>
      client.main.applications.getApplication({ projectName: name, projectVersion: version }),
    [client],
  );
}

export interface AppRef {
  name: string;
  version: string;
}

export interface EditValues {
  /** The application's name: a change renames every version of it. */
  name: string;
  description: string;
  category: string;
  resourceProfile: string;
  icon: File | null;
}

/** A storage label for an uploaded icon: unique per app and upload, keeping the file's extension. */
export const iconLabel = (app: AppRef, fileName: string, now = Date.now()): string => {
  const dot = fileName.lastIndexOf('.');
  const ext = dot < 0 ? '' : fileName.slice(dot).toLowerCase();
  return `${app.name}_${app.version}_${now}${ext}`.replace(/[^\w.-]/g, '_');
};

/** Delete, set-latest and edit of one app; each revalidates the list. They throw; callers show the error. */
/**
 * The call that edits an app (shown by "Show API call" and sent). A new icon is uploaded to storage
 * first; iconUrl is where it will be.
 */
export const editAppCall = (app: Application, values: EditValues, iconUrl = app.attributes.iconUrl) =>
  apiCall('main', 'applications', 'updateApplication', {
    projectName: app.name,
    projectVersion: app.version,
    editApplication: {
      ...(values.name.trim() === app.name ? {} : { name: values.name.trim() }),
      description: values.description.trim(),
      projectCategory: values.category,
      resourceProfile: values.resourceProfile || null,
      attributes: { ...app.attributes, iconUrl },
    },
  });

/** A change of the apps that revalidates their list (`refresh`) once it is done. */
const thenRefresh =
  <A extends unknown[]>(refresh: () => Promise<unknown>, change: (...args: A) => Promise<unknown>) =>
  async (...args: A) => {
    await change(...args);
    await refresh();
  };

export function useApplicationMutations() {
  const client = useSdk();
  const { mutate } = useSWRConfig();
  const refresh = useCallback(() => mutate(queryKeys.applications), [mutate]);

  /** Deletes every app, returning those that failed with their error. */
  const deleteApps = useCallback(
    async (list: readonly AppRef[]) => {
      const results = await Promise.allSettled(
        list.map((app) =>
          client.main.applications.deleteApplication({ projectName: app.name, projectVersion: app.version }),
        ),
      );
      await refresh();
      const failed = list.flatMap((app, i) => {
        const result = results[i];
        return result.status === 'rejected' ? [{ app, error: result.reason as unknown }] : [];
      });
      return { deleted: list.length - failed.length, failed };
    },
    [client, refresh],
  );

  /** Uploads a new icon to storage first (its failure aborts the edit and is thrown), then patches the app. */
  const editApp = useMemo(
    () =>
      thenRefresh(refresh, async (app: Application, values: EditValues) => {
        let iconUrl = app.attributes.iconUrl;
        if (values.icon) {
          const label = iconLabel(app, values.icon.name);
          await client.main.storage.uploadStorageObject({ path: ICON_STORAGE_PATH, label, file: values.icon });
          iconUrl = `/icons/${label}`;
        }
        await sendApiCall(client, editAppCall(app, values, iconUrl));
      }),
    [client, refresh],
  );

  return { deleteApps, editApp };
}
