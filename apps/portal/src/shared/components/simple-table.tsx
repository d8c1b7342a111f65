import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { TableColumn } from './table-column';

interface SimpleTableProps<T> {
  /** The table's accessible name. */
  label: string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** Shown instead of the table when there are no rows, in the spec's words. */
  emptyText: string;
}

/** One cell per column, holding what `content` gives for it. */
const cells = <T,>(columns: readonly TableColumn<T>[], content: (column: TableColumn<T>) => ReactNode) =>
  columns.map((column) => (
    <TableCell key={column.header} align={column.align}>
      {content(column)}
    </TableCell>
  ));

/** A small table, one row per item, or the empty text when there is none. */
export function SimpleTable<T>({ label, columns, rows, rowKey, emptyText }: SimpleTableProps<T>) {
  if (rows.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>{cells(columns, (column) => column.header)}</TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>{cells(columns, (column) => column.cell(row))}</TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
