import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { SessionManager } from '@pro-portal/sdk';
import type { OverviewColumn } from '../lib/columns';
import { RowMenu } from './row-menu';

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
 * from its button or, as on the platform, from the menu a right-click on the row opens (with its log,
 * Delete and Terminate).
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
            <TableCell>Actions</TableCell>
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
                {/* The row menu for the keyboard, beside the right-click. */}
                <IconButton
                  size="small"
                  aria-label={`More actions of ${row.kind} ${row.id}`}
                  aria-haspopup="menu"
                  onClick={(e) => {
                    const box = e.currentTarget.getBoundingClientRect();
                    setMenu({ row, top: box.bottom, left: box.left });
                  }}
                >
                  <MoreVertIcon fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <RowMenu at={menu} onClose={() => setMenu(null)} onEvents={onEvents} />
    </TableContainer>
  );
}
