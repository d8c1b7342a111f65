import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import {
  Box,
  Checkbox,
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
import { alpha, type Theme } from '@mui/material/styles';
import type { JobKind } from '@pro-portal/rules';
import { RetryAlert } from '../../../shared/components/load-state';
import type { TableColumn } from '../../../shared/components/table-column';
import { lazyComponent } from '../../../shared/components/lazy-component';
import { PageButtons } from './page-buttons';
import type { MenuPlace, RowActionsMenuProps } from './row-actions-menu';
import { rowMenuItems, type RowAction } from '../lib/actions';

/** A row's menu loads when a first row's menu opens. */
const RowActionsMenu = lazyComponent<RowActionsMenuProps>(
  async () => (await import(/* webpackChunkName: "row-actions-menu" */ './row-actions-menu')).RowActionsMenu,
);

/** The actions of a jobs table's rows, as its toolbar runs them. */
export interface RowActions<T> {
  kind: JobKind;
  stateOf: (row: T) => string;
  onAction: (action: RowAction, rows: T[]) => Promise<void>;
}

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
  /** The actions a row's context menu offers (right-click, the context-menu key or Shift+F10). */
  rowActions?: RowActions<T>;
}

/** The keys that open a focused row's context menu, as the browser's own menu opens. */
const opensMenu = (event: KeyboardEvent) => event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10');

export const SELECTION_HINT =
  'Select a row by clicking it or its checkbox; Ctrl-click (⌘-click on a Mac) or Shift-click selects several.';

/** A selected row stands out in both themes: a clear tint and a bar in the primary colour on its left. */
const selectedRowSx = {
  cursor: 'pointer',
  userSelect: 'none',
  '&.Mui-selected, &.Mui-selected:hover': {
    bgcolor: (t: Theme) => alpha(t.palette.primary.main, t.palette.mode === 'dark' ? 0.3 : 0.16),
    boxShadow: (t: Theme) => `inset 4px 0 0 ${t.palette.primary.main}`,
  },
} as const;

/**
 * A paged jobs table with click, ctrl/meta-click and shift-click selection, a checkbox per row, and
 * each row's actions in a context menu.
 */
export function JobsTable<T>(props: JobsTableProps<T>) {
  const { label, columns, rows, rowKey, selectedKeys, onRowClick, rowActions } = props;
  const [menu, setMenu] = useState<{ key: string; place: MenuPlace } | null>(null);
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
  const openMenu = (key: string, place: MenuPlace) => {
    // The keyboard's menu key also sends a contextmenu event: the menu it opened stays where it is.
    setMenu((open) => (open?.key === key ? open : { key, place }));
  };
  const contextMenu = (key: string) => (event: MouseEvent<HTMLElement>) => {
    if (!rowActions) return;
    event.preventDefault();
    openMenu(key, { left: event.clientX, top: event.clientY });
  };
  const keyDown = (key: string) => (event: KeyboardEvent<HTMLElement>) => {
    if (rowActions && opensMenu(event)) {
      event.preventDefault();
      openMenu(key, { element: event.currentTarget });
      return;
    }
    if (event.key !== ' ' && event.key !== 'Enter') return;
    event.preventDefault();
    onRowClick(key, { toggle: event.ctrlKey || event.metaKey, range: event.shiftKey });
  };
  const hintId = `${label.replace(/\W+/g, '-')}-selection-hint`;
  // A row that left the page (a refresh, another page) takes its menu with it.
  const menuRow = menu ? rows.find((row) => rowKey(row) === menu.key) : undefined;
  return (
    <>
      {rows.length > 0 && (
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {SELECTION_HINT}
          {selectedKeys.length > 0 && ` ${selectedKeys.length} selected.`}
        </Typography>
      )}
      <TableContainer>
        <Table
          size="small"
          aria-label={label}
          aria-describedby={rows.length > 0 ? hintId : undefined}
          aria-multiselectable="true"
          role="grid"
        >
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
                  onContextMenu={contextMenu(key)}
                  onKeyDown={keyDown(key)}
                  sx={selectedRowSx}
                >
                  {columns.map((column, index) => (
                    <TableCell key={column.header}>
                      {index === 0 ? (
                        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                          {/* The row itself takes the keyboard (Space, Enter): one tab stop per row. */}
                          <Checkbox
                            size="small"
                            checked={selected}
                            onClick={(event) => event.stopPropagation()}
                            onChange={() => onRowClick(key, { toggle: true, range: false })}
                            slotProps={{ input: { 'aria-label': `Select ${key}`, tabIndex: -1 } }}
                            sx={{ p: 0.5, ml: -0.5 }}
                          />
                          {column.cell(row)}
                        </Box>
                      ) : (
                        column.cell(row)
                      )}
                    </TableCell>
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
      {rowActions && menuRow !== undefined && menu && (
        <RowActionsMenu
          items={rowMenuItems(rowActions.kind, menuRow, rowActions.stateOf)}
          onChoose={(action) => void rowActions.onAction(action, [menuRow])}
          rowLabel={menu.key}
          place={menu.place}
          onClose={() => setMenu(null)}
        />
      )}
    </>
  );
}
