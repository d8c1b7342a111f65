import type { ProClient } from '@pro-portal/sdk';
import { LAZY_APIS } from '@pro-portal/sdk/lazy';
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

/**
 * Loads the code of the list page's two API classes, so its first calls go out as soon as the
 * current user answered rather than after fetching that code (the client loads each class on its
 * first call; a class loaded here is the one it then finds).
 */
export async function preloadApplicationsApis(): Promise<void> {
  await Promise.all([LAZY_APIS.main.applications.load(), LAZY_APIS.main.categories.load()]);
}
