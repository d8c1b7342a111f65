import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { SecretManager } from '@pro-portal/sdk';
import { apiCall, sendApiCall } from '../../../shared/api/api-call';
import { queryKeys } from '../../../shared/api/query-keys';
import { useSdkSWR } from '../../../shared/api/use-sdk-swr';
import { useSdk } from '../../../shared/sdk-provider';

export type AccessEntry = SecretManager.AccessEntry;
export type EntityType = SecretManager.EntityType;
export type Access = SecretManager.Access;

/** Who may be given access: a group or a user; group first. */
export const ENTITY_TYPES: readonly EntityType[] = [SecretManager.EntityType.Group, SecretManager.EntityType.User];
/** The kinds of access: read, then read_write (which includes read). */
export const ACCESS_TYPES: readonly Access[] = [SecretManager.Access.Read, SecretManager.Access.ReadWrite];

/** The groups and users with access to an item (administrators only). */
export const useItemAccess = (path: string) =>
  useSdkSWR(queryKeys.secretAccess(path), (client, signal) =>
    client.secrets.itemAccess.listItemAccess({ path }, { signal }),
  );

/** The call that gives a group or user access to the item, or changes it. */
export const putAccessCall = (path: string, accessEntry: AccessEntry) =>
  apiCall('secrets', 'itemAccess', 'putItemAccess', { path, accessEntry });

/** The call that takes a group's or user's access to the item away. */
export const deleteAccessCall = (path: string, { entity_type, environment_name, entity_name }: AccessEntry) =>
  apiCall('secrets', 'itemAccess', 'deleteItemAccess', {
    path,
    entityType: entity_type,
    environmentName: environment_name,
    entityName: entity_name,
  });

/** Give or change, and take away, access to one item; both revalidate its list. */
export function useItemAccessMutations(path: string) {
  const client = useSdk();
  const { mutate } = useSWRConfig();
  const putAccess = useCallback(
    async (entry: AccessEntry) => {
      const stored = await sendApiCall(client, putAccessCall(path, entry));
      await mutate(queryKeys.secretAccess(path));
      return stored;
    },
    [client, mutate, path],
  );
  const deleteAccess = useCallback(
    async (entry: AccessEntry) => {
      await sendApiCall(client, deleteAccessCall(path, entry));
      await mutate(queryKeys.secretAccess(path));
    },
    [client, mutate, path],
  );
  return useMemo(() => ({ putAccess, deleteAccess }), [putAccess, deleteAccess]);
}
