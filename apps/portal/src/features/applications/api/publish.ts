import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import {
  publishApplicationWithProgress,
  type UploadProgress,
  type ApplicationAttributes,
  type PublishMetadata,
} from '@pro-portal/sdk';
import { apiCall } from '../../../shared/api/api-call';
import { useSdk } from '../../../shared/sdk-provider';
import { usePortalContext } from '../../../shared/portal-context';
import { queryKeys } from '../../../shared/api/query-keys';

export interface PublishValues {
  file: File;
  icon: File | null;
  name: string;
  version: string;
  description: string;
  category: string;
  aimmsVersionId: string;
  resourceProfile: string;
  publishBehavior: number;
  /** Update: the version being updated. */
  old?: { name: string; version: string };
  /** Update: keep the app's WebUI flag and icon. */
  attributes?: ApplicationAttributes;
}

/** The metadata part of a publish or update: trimmed values, the icon kept unless a new one is sent. */
export const publishMetadata = (values: PublishValues): PublishMetadata => ({
  name: values.name.trim(),
  description: values.description.trim(),
  projectVersion: values.version.trim(),
  projectCategory: values.category,
  aimmsVersionId: values.aimmsVersionId,
  publishBehavior: values.publishBehavior,
  oldProjectName: values.old?.name ?? null,
  oldProjectVersion: values.old?.version ?? null,
  resourceProfile: values.resourceProfile || null,
  attributes: values.icon ? {} : { iconUrl: values.attributes?.iconUrl },
});

/** The publish call as a script makes it (shown by "Show API call"; the portal sends the same parts with progress). */
export const publishCall = (values: PublishValues) =>
  apiCall('main', 'applications', 'publishApplication', {
    file: values.file,
    icon: values.icon ?? undefined,
    metadata: JSON.stringify(publishMetadata(values)),
  });

/**
 * Uploads an app with progress; on acceptance it joins PublishingApps (local storage) until the
 * server lists it with its isWebUI attribute. Throws the server error, or an AbortError on cancel.
 */
export function usePublishApp() {
  const client = useSdk();
  const { setPublishingApps } = usePortalContext();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (values: PublishValues, options: { onProgress: (p: UploadProgress) => void; signal: AbortSignal }) => {
      const metadata = publishMetadata(values);
      const [name, version, description] = [values.name.trim(), values.version.trim(), values.description.trim()];
      const answer = await publishApplicationWithProgress(
        client,
        { file: values.file, icon: values.icon ?? undefined, metadata },
        options,
      );
      const entry = { name, version, description, storedId: answer.data.storedId, category: values.category };
      setPublishingApps((apps) => [...apps.filter((a) => !(a.name === name && a.version === version)), entry]);
      await mutate(queryKeys.applications);
      return entry;
    },
    [client, mutate, setPublishingApps],
  );
}
