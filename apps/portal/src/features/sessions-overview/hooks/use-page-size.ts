import { useSyncExternalStore } from 'react';

/** A small table's row, and what the page shows besides the rows (header, filter bar, tabs, toolbar, pager). */
const ROW_PX = 33;
const AROUND_PX = 380;
const FEWEST = 10;
const MOST = 100;

/** As many rows as fit the window's height, between 10 and 100, as the platform sizes its pages. */
export const pageSizeFor = (height: number): number =>
  Math.min(MOST, Math.max(FEWEST, Math.floor((height - AROUND_PX) / ROW_PX)));

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** The rows per page for this window, following its resizing. */
export const usePageSize = (): number => useSyncExternalStore(subscribe, () => pageSizeFor(window.innerHeight));
