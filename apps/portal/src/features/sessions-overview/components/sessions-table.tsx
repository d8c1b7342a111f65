import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { SessionManager } from '@pro-portal/sdk';
import type { OverviewColumn } from '../lib/columns';

interface SessionsTableProps {
  columns: OverviewColumn[];
  rows: SessionManager.OverviewSession[];
  sort: string;
  order: 'asc' | 'desc';
  onSort: (key: string) => void;
  onEvents: (row: SessionManager.OverviewSession) => void;
}

/** The Data tab's table: the columns shown, each header sorting through the API, and each row's events. */
export function SessionsTable({ columns, rows, sort, order, onSort, onEvents }: SessionsTableProps) {
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
            <TableRow key={`${row.kind}-${row.id}`}>
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
    </TableContainer>
  );
}
