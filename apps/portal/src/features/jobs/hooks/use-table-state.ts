import { useEffect, useMemo, useState } from 'react';
import { pageCount } from '../lib/pagination';
import { errorMessage } from '../../../shared/api/errors';
import { useQueryState, type QueryParse } from '../../../shared/hooks/use-query-state';
import { EMPTY_SELECTION, keepVisible, selectRow, type ClickModifiers, type Selection } from '../lib/selection';

/** A page number written plainly ("2", not "02", "2.0" or "0"); anything else is the first page. */
const pageNumber: QueryParse<number> = (raw) => (/^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined);

/** The page number kept in the address (?page=n), so reloads, Back and Forward and links keep it. */
export function usePageParam(): [number, (page: number, how?: { replace?: boolean }) => void] {
  return useQueryState('page', 1, pageNumber);
}

/** Goes to the last page when rows were removed and the current page no longer exists. */
export function useClampedPage(
  page: number,
  total: number | undefined,
  setPage: (page: number, how: { replace: boolean }) => void,
): void {
  useEffect(() => {
    // In place of the page that is gone: Back then skips it.
    if (total != null && total > 0 && page > pageCount(total)) setPage(pageCount(total), { replace: true });
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
  [page, setPage]: [number, (page: number, how?: { replace?: boolean }) => void],
  rowKey: (row: T) => string,
) {
  const { data, error, isLoading, mutate } = result;
  // While another page or filter loads, the rows shown are the previous list's: its total says nothing.
  useClampedPage(page, isLoading ? undefined : data?.total, setPage);
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
