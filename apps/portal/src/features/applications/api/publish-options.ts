import type { AimmsVersion, ResourceProfile } from '@pro-portal/sdk';
import { VERSION_LIST_CACHE } from '../../../shared/swr-options';
import { queryKeys } from '../../../shared/api/query-keys';
import { useSdkSWR } from '../../../shared/api/use-sdk-swr';

export type { AimmsVersion };
export type { ResourceProfile };

/** The {product} versions to publish for (cached 10 s); `dev` also lists x86, integration_test and internal builds. */
export const useAimmsVersions = (dev: boolean) =>
  useSdkSWR(
    queryKeys.aimmsVersions(dev),
    async (client, signal) => (await client.main.aimmsVersions.listAimmsVersions({ dev }, { signal })).versions,
    VERSION_LIST_CACHE,
  );

export const useResourceProfiles = () =>
  useSdkSWR(
    queryKeys.resourceProfiles,
    async (client, signal) => (await client.main.customization.listResourceProfiles({ signal })).profiles,
  );

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
