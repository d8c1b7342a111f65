import type { ProClient } from '@pro-portal/sdk';
import type { EarlyCall } from '../../../shared/api/early-calls';
import { queryKeys } from '../../../shared/api/query-keys';
import { fetchApplications } from '../../../shared/api/common-lists';

export { fetchApplications };
export const fetchCategories = async (client: ProClient, signal?: AbortSignal) =>
  client.main.categories.listCategories({ signal });

/** The list page's two first calls, which its hooks read. */
export const applicationsPageCalls = (client: ProClient): EarlyCall[] => [
  [queryKeys.applications, () => fetchApplications(client)],
  [queryKeys.categories, () => fetchCategories(client)],
];
