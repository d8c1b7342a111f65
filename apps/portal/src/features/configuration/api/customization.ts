import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useCustomization } from '../../../shared/api/customization';
import { apiCall, sendApiCall } from '../../../shared/api/api-call';
import { useProClient } from '../../../shared/pro-client';
import { queryKeys } from '../../../shared/api/query-keys';

export { useCustomization };

export interface CustomizationChanges {
  contactTitle: string;
  contactDetails: string;
  loginImage?: File;
  rightLogo?: File;
  deleteLoginImage: boolean;
  deleteRightLogo: boolean;
}

/** The call that saves the customization (shown by "Show API call" and sent). */
export const updateCustomizationCall = ({ loginImage, rightLogo, ...metadata }: CustomizationChanges) =>
  apiCall('main', 'customization', 'updateCustomization', {
    metadata: JSON.stringify(metadata),
    loginImage,
    rightLogo,
  });

/** Saves contact block and images (multipart: metadata, loginImage, rightLogo); the shell's branding follows. */
export function useUpdateCustomization() {
  const client = useProClient();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (changes: CustomizationChanges) => {
      const config = await sendApiCall(client, updateCustomizationCall(changes));
      await mutate(queryKeys.customization, config, { revalidate: false });
      return config;
    },
    [client, mutate],
  );
}
