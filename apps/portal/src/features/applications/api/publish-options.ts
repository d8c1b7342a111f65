import useSWR from 'swr';
import type { AimmsVersion, ResourceProfile } from '@pro-portal/sdk';
import { useProClient } from '../../../shared/pro-client';
import { VERSION_LIST_CACHE } from '../../../shared/swr-options';

export type { AimmsVersion };
export type { ResourceProfile };

export const aimmsVersionsKey = (dev: boolean) => ['main', '/aimms-versions', { dev }] as const;
export const resourceProfilesKey = ['main', '/customization/resource-profiles'] as const;

/** The {product} versions to publish for (cached 10 s); `dev` also lists x86, integration_test and internal builds. */
export function useAimmsVersions(dev: boolean) {
  const client = useProClient();
  return useSWR(
    aimmsVersionsKey(dev),
    async () => (await client.main.aimmsVersions.listAimmsVersions({ dev })).versions,
    VERSION_LIST_CACHE,
  );
}

export function useResourceProfiles() {
  const client = useProClient();
  return useSWR(resourceProfilesKey, async () => (await client.main.customization.listResourceProfiles()).profiles);
}

/**
 * The account's default profile. The resource-profiles answer carries no default flag, so it is the
 * profile named 'default', else the one whose description calls itself the default, else the first.
 */
export function defaultResourceProfile(profiles: readonly ResourceProfile[] | undefined): string {
  if (!profiles?.length) return '';
  const named = profiles.find((p) => p.name.toLowerCase() === 'default');
  const described = profiles.find((p) => /\bdefault\b/i.test(p.description ?? ''));
  return (named ?? described ?? profiles[0]).name;
}
