import type { ProClient } from '@pro-portal/sdk';
import { preloadQuietly } from '../../../shared/api/preload-quietly';
import { queryKeys } from '../../../shared/api/query-keys';
import { fetchApplications } from '../../../shared/api/common-lists';

export { fetchApplications };
export const fetchCategories = async (client: ProClient, signal?: AbortSignal) =>
  client.main.categories.listCategories({ signal });

/** Starts the list page's two calls while its code is still loading; its hooks take these answers (or errors). */
export function preloadApplicationsPage(client: ProClient): void {
  preloadQuietly(
    [queryKeys.applications, () => fetchApplications(client)],
    [queryKeys.categories, () => fetchCategories(client)],
  );
}
