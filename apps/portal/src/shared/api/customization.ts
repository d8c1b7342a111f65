import type { ProClient } from '@pro-portal/sdk';
import { CUSTOMIZATION_CACHE, PLATFORM_VERSION_CACHE } from '../swr-options';
import type { EarlyCall } from './early-calls';
import { queryKeys } from './query-keys';
import { useSdkSWR } from './use-sdk-swr';

const fetchCustomization = (client: ProClient, signal?: AbortSignal) =>
  client.main.customization.getCustomization({ signal });
const fetchPlatformVersion = (client: ProClient, signal?: AbortSignal) => client.main.portal.getProVersion({ signal });

/**
 * The two calls every layout shows (both open to signed-out callers), started beside the current-user
 * call so that no page waits for them after it.
 */
export const shellFirstCalls = (client: ProClient): EarlyCall[] => [
  [queryKeys.customization, () => fetchCustomization(client)],
  [queryKeys.platformVersion, () => fetchPlatformVersion(client)],
];

/** Portal customization (contact block, images, profile), cached for 5 minutes. Errors are left to the caller. */
export const useCustomization = () => useSdkSWR(queryKeys.customization, fetchCustomization, CUSTOMIZATION_CACHE);

/** The platform version for the footer, cached for 5 minutes; a failure stays silent: the footer then shows no version. */
export function usePlatformVersion(): string | undefined {
  const { data } = useSdkSWR(queryKeys.platformVersion, fetchPlatformVersion, PLATFORM_VERSION_CACHE);
  return data?.version;
}

export interface Branding {
  contactTitle: string;
  contactDetails: string;
  rightLogoId?: string;
  loginImageId?: string;
  profileName?: string;
}

/** The customization fields the shell shows; empty while loading or when the call failed. */
export function useBranding(): { branding: Branding; error: unknown } {
  const { data, error } = useCustomization();
  const branding: Branding = {
    contactTitle: data?.contactTitle ?? '',
    contactDetails: data?.contactDetails ?? '',
    rightLogoId: data?.rightLogoId ? String(data.rightLogoId) : undefined,
    loginImageId: data?.loginImageId ? String(data.loginImageId) : undefined,
    profileName: data?.profile?.profileName ?? undefined,
  };
  return { branding, error };
}
