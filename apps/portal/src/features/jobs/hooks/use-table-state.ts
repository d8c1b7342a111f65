import { useCallback, useEffect, useMemo, useState } from 'react';
import { pageCount } from '../lib/pagination';
import { errorMessage } from '../../../shared/api/errors';
import { useSearchParams } from 'react-router';
import { EMPTY_SELECTION, keepVisible, selectRow, type ClickModifiers, type Selection } from '../lib/selection';

/** The page number kept in the address (?page=n), so reloads and links keep it. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const setPage = useCallback(
    (next: number) => {
      if (next === page) return;
      setParams((current) => {
        const copy = new URLSearchParams(current);
        if (next <= 1) copy.delete('page');
        else copy.set('page', String(next));
        return copy;
      });
    },
    [page, setParams],
  );
  return [page, setPage];
}

/** Goes to the last page when rows were removed and the current page no longer exists. */
export function useClampedPage(page: number, total: number | undefined, setPage: (page: number) => void): void {
  useEffect(() => {
    if (total != null && total > 0 && page > pageCount(total)) setPage(pageCount(total));
  }, [page, total, setPage]);
}

/** Selected rows among `rows`, cleared of rows no longer shown. */
export function useRowSelection<T>(rows: readonly T[] | undefined, rowKey: (row: T) => string) {
  const [raw, setRaw] = useState<Selection>(EMPTY_SELECTION);
  const ordered = useMemo(() => (rows ?? []).map(rowKey), [rows, rowKey]);
  const selection = keepVisible(raw, ordered);
  const selectedRows = (rows ?? []).filter((row) => selection.keys.includes(rowKey(row)));
  return {
    selectedKeys: selection.keys,
    selectedRows,
    onRowClick: (key: string, modifiers: ClickModifiers) => setRaw(selectRow(selection, ordered, key, modifiers)),
    clear: () => setRaw(EMPTY_SELECTION),
  };
}

/** One loaded page of a jobs list, as useSessionsPage and useTasksPage answer it. */
interface PageResult<T> {
  data?: { rows: T[]; total: number };
  error: unknown;
  isLoading: boolean;
  mutate: () => Promise<unknown>;
}

/**
 * The paging, selection and load state of a jobs table over one page of a list: the page is kept in
 * range, and `table` holds the JobsTable props that do not depend on the kind of job.
 */
export function useJobsTable<T>(
  result: PageResult<T>,
  [page, setPage]: [number, (page: number) => void],
  rowKey: (row: T) => string,
) {
  const { data, error, isLoading, mutate } = result;
  useClampedPage(page, data?.total, setPage);
  const selection = useRowSelection(data?.rows, rowKey);
  const table = {
    rows: data?.rows,
    rowKey,
    total: data?.total ?? 0,
    page,
    onPage: setPage,
    selectedKeys: selection.selectedKeys,
    onRowClick: selection.onRowClick,
    isLoading,
    error,
    errorText: errorMessage(error),
    onRetry: () => void mutate(),
  };
  return { selection, table };
}
