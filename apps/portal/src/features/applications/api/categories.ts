import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { Main } from '@pro-portal/sdk';
import { useProClient } from '../../../shared/pro-client';
import { applicationsKey, categoriesKey, fetchCategories } from './list-requests';
import { useProSWR } from '../../../shared/api/use-pro-swr';

export { categoriesKey };
export type Category = Main.ApplicationCategory;

export function useCategories() {
  const client = useProClient();
  return useProSWR(categoriesKey, fetchCategories(client));
}

/** Create, rename and delete; each revalidates the categories and the apps (which carry the category name). */
export function useCategoryMutations() {
  const client = useProClient();
  const { mutate } = useSWRConfig();
  const api = client.main.categories;
  const refresh = useCallback(() => Promise.all([mutate(categoriesKey), mutate(applicationsKey)]), [mutate]);

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
