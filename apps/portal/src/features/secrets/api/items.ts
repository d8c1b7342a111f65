import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { SecretManager } from '@pro-portal/sdk';
import { apiCall, sendApiCall } from '../../../shared/api/api-call';
import { queryKeys } from '../../../shared/api/query-keys';
import { useSdkSWR } from '../../../shared/api/use-sdk-swr';
import { useSdk } from '../../../shared/sdk-provider';
import { parentPath } from '../lib/item-paths';

export type SecretItemKind = 'directory' | 'secret';

/** A directory and the items in it the caller may see; off (null) while the directory is collapsed. */
export const useSecretDirectory = (path: string | null) =>
  useSdkSWR(path === null ? null : queryKeys.secretDirectory(path), (client, signal) =>
    client.secrets.items.getItem({ path: path ?? '/' }, { signal }),
  );

/** The call that creates a directory or a secret at the path. */
export const createItemCall = (path: string, kind: SecretItemKind, value: string) =>
  apiCall('secrets', 'items', 'createItem', {
    path,
    itemCreate:
      kind === 'directory'
        ? { type: SecretManager.ItemType.Directory }
        : { type: SecretManager.ItemType.Secret, value },
  });

/** The call that replaces a secret's value. */
export const updateItemCall = (path: string, value: string) =>
  apiCall('secrets', 'items', 'updateItem', { path, itemUpdate: { value } });

/** The call that deletes a secret or an empty directory. */
export const deleteItemCall = (path: string) => apiCall('secrets', 'items', 'deleteItem', { path });

/**
 * Create, modify, delete and read a secret's value on demand. A change revalidates the directory
 * the item is in; a value read is handed to the caller and never cached.
 */
export function useSecretItemMutations() {
  const client = useSdk();
  const { mutate } = useSWRConfig();
  const refreshParent = useCallback((path: string) => mutate(queryKeys.secretDirectory(parentPath(path))), [mutate]);
  const createItem = useCallback(
    async (path: string, kind: SecretItemKind, value: string) => {
      const item = await sendApiCall(client, createItemCall(path, kind, value));
      await refreshParent(path);
      return item;
    },
    [client, refreshParent],
  );
  const updateItem = useCallback(
    async (path: string, value: string) => {
      const item = await sendApiCall(client, updateItemCall(path, value));
      await refreshParent(path);
      return item;
    },
    [client, refreshParent],
  );
  const deleteItem = useCallback(
    async (path: string) => {
      await sendApiCall(client, deleteItemCall(path));
      await refreshParent(path);
    },
    [client, refreshParent],
  );
  const readValue = useCallback(
    async (path: string) => (await client.secrets.items.getItem({ path })).value ?? '',
    [client],
  );
  return useMemo(
    () => ({ createItem, updateItem, deleteItem, readValue }),
    [createItem, updateItem, deleteItem, readValue],
  );
}
