import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useCustomization } from '../../../shared/api/customization';
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

/** Saves contact block and images (multipart: metadata, loginImage, rightLogo); the shell's branding follows. */
export function useUpdateCustomization() {
  const client = useProClient();
  const { mutate } = useSWRConfig();
  return useCallback(
    async ({ loginImage, rightLogo, ...metadata }: CustomizationChanges) => {
      const config = await client.main.customization.updateCustomization({
        metadata: JSON.stringify(metadata),
        loginImage,
        rightLogo,
      });
      await mutate(queryKeys.customization, config, { revalidate: false });
      return config;
    },
    [client, mutate],
  );
}
