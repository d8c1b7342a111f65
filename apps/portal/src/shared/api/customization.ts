import useSWR from 'swr';
import { useProClient } from '../pro-client';
import { CUSTOMIZATION_CACHE, PLATFORM_VERSION_CACHE } from '../swr-options';

export const customizationKey = ['main', '/customization'] as const;
export const platformVersionKey = ['main', '/portal/pro_version'] as const;

/** Portal customization (contact block, images, profile), cached for 5 minutes. Errors are left to the caller. */
export function useCustomization() {
  const client = useProClient();
  return useSWR(customizationKey, () => client.main.customization.getCustomization(), CUSTOMIZATION_CACHE);
}

/** The platform version for the footer, cached for 5 minutes; a failure stays silent (spec section 8). */
export function usePlatformVersion(): string | undefined {
  const client = useProClient();
  const { data } = useSWR(platformVersionKey, () => client.main.portal.getProVersion(), PLATFORM_VERSION_CACHE);
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
