import type { KeyboardEvent, MouseEvent } from 'react';
import {
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { RetryAlert } from '../../../shared/components/load-state';
import type { TableColumn } from '../../../shared/components/table-column';
import { PageButtons } from './page-buttons';

interface JobsTableProps<T> {
  label: string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  total: number;
  page: number;
  onPage: (page: number) => void;
  selectedKeys: readonly string[];
  onRowClick: (key: string, modifiers: { toggle: boolean; range: boolean }) => void;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  errorText: string;
  emptyText: string;
}

/** A paged jobs table with click, ctrl/meta-click and shift-click selection. */
export function JobsTable<T>(props: JobsTableProps<T>) {
  const { label, columns, rows, rowKey, selectedKeys, onRowClick } = props;
  if (!rows && props.isLoading) {
    return (
      <Stack sx={{ alignItems: 'center', py: 4 }}>
        <CircularProgress aria-label={`Loading ${label}`} />
      </Stack>
    );
  }
  if (!rows) {
    return <RetryAlert onRetry={props.onRetry}>{props.errorText}</RetryAlert>;
  }
  const click = (key: string) => (event: MouseEvent) => {
    if (event.shiftKey) window.getSelection()?.removeAllRanges();
    onRowClick(key, { toggle: event.ctrlKey || event.metaKey, range: event.shiftKey });
  };
  const keyDown = (key: string) => (event: KeyboardEvent) => {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    event.preventDefault();
    onRowClick(key, { toggle: event.ctrlKey || event.metaKey, range: event.shiftKey });
  };
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={label} aria-multiselectable="true" role="grid">
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.header} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length}>
                  <Typography sx={{ py: 2, textAlign: 'center' }}>{props.emptyText}</Typography>
                </TableCell>
              </TableRow>
            )}
            {rows.map((row) => {
              const key = rowKey(row);
              const selected = selectedKeys.includes(key);
              return (
                <TableRow
                  key={key}
                  hover
                  selected={selected}
                  aria-selected={selected}
                  tabIndex={0}
                  onClick={click(key)}
                  onKeyDown={keyDown(key)}
                  sx={{ cursor: 'pointer', userSelect: 'none' }}
                >
                  {columns.map((column) => (
                    <TableCell key={column.header}>{column.cell(row)}</TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {props.error != null && (
        <RetryAlert sx={{ mt: 1 }} onRetry={props.onRetry}>
          {props.errorText}
        </RetryAlert>
      )}
      <PageButtons label={`${label} pages`} page={props.page} total={props.total} onChange={props.onPage} />
    </>
  );
}
