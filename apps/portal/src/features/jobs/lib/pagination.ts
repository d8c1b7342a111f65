/** The jobs tables show 10 rows per page and at most 5 page buttons. Pages are numbered from 1. */
export const JOBS_PAGE_SIZE = 10;
const MAX_PAGE_BUTTONS = 5;

export const pageCount = (total: number, pageSize: number = JOBS_PAGE_SIZE): number =>
  Math.max(1, Math.ceil(Math.max(0, total) / pageSize));

/** The `offset` query for a page. */
export const pageOffset = (page: number, pageSize: number = JOBS_PAGE_SIZE): number =>
  (Math.max(1, page) - 1) * pageSize;

/**
 * The page buttons to show: at most `maxButtons`, the current page centred where possible,
 * shifted to stay inside 1..totalPages.
 */
export const pageWindow = (current: number, totalPages: number, maxButtons: number = MAX_PAGE_BUTTONS): number[] => {
  const total = Math.max(1, Math.floor(totalPages));
  const size = Math.min(maxButtons, total);
  const page = Math.min(Math.max(1, Math.floor(current)), total);
  const start = Math.min(Math.max(1, page - Math.floor((size - 1) / 2)), total - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
};
