import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { SessionManager } from '@pro-portal/sdk';
import type { OverviewColumn } from '../lib/columns';

type Row = SessionManager.OverviewSession;

interface SessionsTableProps {
  columns: OverviewColumn[];
  rows: Row[];
  sort: string;
  order: 'asc' | 'desc';
  onSort: (key: string) => void;
  onEvents: (row: Row) => void;
}

/**
 * The Data tab's table: the columns shown, each header sorting through the API, and each row's events
 * from its button or, as on the platform, from the menu a right-click on the row opens.
 */
export function SessionsTable({ columns, rows, sort, order, onSort, onEvents }: SessionsTableProps) {
  const [menu, setMenu] = useState<{ row: Row; top: number; left: number } | null>(null);
  return (
    <TableContainer>
      <Table size="small" aria-label="All sessions">
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} sortDirection={sort === c.key ? order : false}>
                <TableSortLabel
                  active={sort === c.key}
                  direction={sort === c.key ? order : 'asc'}
                  onClick={() => onSort(c.key)}
                >
                  {c.label}
                </TableSortLabel>
              </TableCell>
            ))}
            <TableCell>Events</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={`${row.kind}-${row.id}`}
              onContextMenu={(e) => {
                e.preventDefault();
                setMenu({ row, top: e.clientY, left: e.clientX });
              }}
            >
              {columns.map((c) => (
                <TableCell key={c.key}>{c.text(row)}</TableCell>
              ))}
              <TableCell>
                <Button
                  size="small"
                  onClick={() => onEvents(row)}
                  aria-label={`Session events of ${row.kind} ${row.id}`}
                >
                  Session events
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Menu
        open={menu !== null}
        onClose={() => setMenu(null)}
        anchorReference="anchorPosition"
        anchorPosition={menu ? { top: menu.top, left: menu.left } : undefined}
        // Rendered in place, inside the page's main landmark, where all content belongs.
        disablePortal
        // A right-click on the open menu shows neither the browser's menu nor another row's.
        onContextMenu={(e) => e.preventDefault()}
        slotProps={{ list: { 'aria-label': menu ? `Actions of ${menu.row.kind} ${menu.row.id}` : undefined } }}
      >
        <MenuItem
          onClick={() => {
            if (menu) onEvents(menu.row);
            setMenu(null);
          }}
        >
          Session events
        </MenuItem>
      </Menu>
    </TableContainer>
  );
}
