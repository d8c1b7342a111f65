import type { ReactNode } from 'react';

/** A column of a table: its header and what a row shows in it. */
export interface TableColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'right';
}
