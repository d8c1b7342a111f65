import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { ApplicationCategory } from '@pro-portal/sdk';
import { apiCall, sendApiCall } from '../../../shared/api/api-call';
import { useSdk } from '../../../shared/sdk-provider';
import { fetchCategories } from './list-requests';
import { queryKeys } from '../../../shared/api/query-keys';
import { useSdkSWR } from '../../../shared/api/use-sdk-swr';

export type Category = ApplicationCategory;

export const useCategories = () => useSdkSWR(queryKeys.categories, fetchCategories);

/** The call that creates a category, or renames the one with categoryId (shown by "Show API call" and sent). */
export const saveCategoryCall = (value: string, categoryId?: string) =>
  categoryId === undefined
    ? apiCall('main', 'categories', 'createCategory', { applicationCategoryInput: { value: value.trim() } })
    : apiCall('main', 'categories', 'updateCategory', {
        categoryId,
        applicationCategoryInput: { value: value.trim() },
      });

/** Create, rename and delete; each revalidates the categories and the apps (which carry the category name). */
export function useCategoryMutations() {
  const client = useSdk();
  const { mutate } = useSWRConfig();
  const api = client.main.categories;
  const refresh = useCallback(
    () => Promise.all([mutate(queryKeys.categories), mutate(queryKeys.applications)]),
    [mutate],
  );

  const createCategory = useCallback(
    async (value: string) => {
      await sendApiCall(client, saveCategoryCall(value));
      await refresh();
    },
    [client, refresh],
  );
  const renameCategory = useCallback(
    async (categoryId: string, value: string) => {
      await sendApiCall(client, saveCategoryCall(value, categoryId));
      await refresh();
    },
    [client, refresh],
  );
  const deleteCategory = useCallback(
    async (categoryId: string) => {
      await api.deleteCategory({ categoryId });
      await refresh();
    },
    [api, refresh],
  );
  return { createCategory, renameCategory, deleteCategory };
}
