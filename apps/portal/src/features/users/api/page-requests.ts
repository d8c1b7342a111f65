import type { ProClient } from '@pro-portal/sdk';
import { preloadQuietly } from '../../../shared/api/preload-quietly';
import { queryKeys } from '../../../shared/api/query-keys';
import { fetchEnvironments } from '../../../shared/api/common-lists';

/** Starts the page's environment list while its code is still loading; useEnvironments takes this answer (or error). */
export function preloadUsersPage(client: ProClient): void {
  preloadQuietly([queryKeys.environments, () => fetchEnvironments(client)]);
}
