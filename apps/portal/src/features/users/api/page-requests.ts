import type { ProClient } from '@pro-portal/sdk';
import type { EarlyCall } from '../../../shared/api/early-calls';
import { queryKeys } from '../../../shared/api/query-keys';
import { fetchEnvironments } from '../../../shared/api/common-lists';

/** The page's first call, its environment list, which useEnvironments reads. */
export const usersPageCalls = (client: ProClient): EarlyCall[] => [
  [queryKeys.environments, () => fetchEnvironments(client)],
];
