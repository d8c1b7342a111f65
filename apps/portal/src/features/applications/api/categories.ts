import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { ApplicationCategory } from '@pro-portal/sdk';
import { useProClient } from '../../../shared/pro-client';
import { fetchCategories } from './list-requests';
import { queryKeys } from '../../../shared/api/query-keys';

export type Category = ApplicationCategory;

export function useCategories() {
  const client = useProClient();
  return useSWR(queryKeys.categories, fetchCategories(client));
}

/** Create, rename and delete; each revalidates the categories and the apps (which carry the category name). */
export function useCategoryMutations() {
  const client = useProClient();
  const { mutate } = useSWRConfig();
  const api = client.main.categories;
  const refresh = useCallback(
    () => Promise.all([mutate(queryKeys.categories), mutate(queryKeys.applications)]),
    [mutate],
  );

  const createCategory = useCallback(
    async (value: string) => {
      await api.createCategory({ applicationCategoryInput: { value: value.trim() } });
      await refresh();
    },
    [api, refresh],
  );
  const renameCategory = useCallback(
    async (categoryId: number, value: string) => {
      await api.updateCategory({ categoryId, applicationCategoryInput: { value: value.trim() } });
      await refresh();
    },
    [api, refresh],
  );
  const deleteCategory = useCallback(
    async (categoryId: number) => {
      await api.deleteCategory({ categoryId });
      await refresh();
    },
    [api, refresh],
  );
  return { createCategory, renameCategory, deleteCategory };
}
