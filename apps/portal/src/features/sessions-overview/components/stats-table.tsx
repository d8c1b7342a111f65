import { useState } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { SessionManager } from '@pro-portal/sdk';
import { BREAKDOWNS, STAT_SUMMARIES, type Breakdown, type STAT_METRICS } from '../lib/stats';

type Group = SessionManager.SessionStatsGroup;

interface StatsTableProps {
  metric: (typeof STAT_METRICS)[number];
  breakdown: readonly Breakdown[];
  groups: Group[];
}

interface StatsColumn {
  id: string;
  label: string;
  numeric: boolean;
  value: (g: Group) => string | number;
}

const compare = (a: string | number, b: string | number) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));

/**
 * One figure's summaries: a row per group of the breakdowns (one row of all sessions without any),
 * in the API's order until a header sorts them (here, in the page: the groups are all there).
 */
export function StatsTable({ metric, breakdown, groups }: StatsTableProps) {
  const id = `stats-${metric.key}`;
  const [sort, setSort] = useState<{ by: string; order: 'asc' | 'desc' } | null>(null);
  const columns: StatsColumn[] = [
    ...breakdown.map((b) => ({
      id: b,
      label: BREAKDOWNS.find((x) => x.key === b)?.label ?? b,
      numeric: false,
      value: (g: Group) => g.keys[b] ?? '',
    })),
    { id: 'count', label: 'Count', numeric: true, value: (g: Group) => g.count },
    ...STAT_SUMMARIES.map((s) => ({
      id: s.key,
      label: s.label,
      numeric: true,
      value: (g: Group) => g.metrics[metric.key][s.key],
    })),
  ];
  const by = columns.find((c) => c.id === sort?.by);
  const rows =
    by && sort
      ? [...groups].sort((a, b) => compare(by.value(a), by.value(b)) * (sort.order === 'asc' ? 1 : -1))
      : groups;
  const sortBy = (column: string) =>
    setSort({ by: column, order: sort?.by === column && sort.order === 'asc' ? 'desc' : 'asc' });
  return (
    <section aria-labelledby={id}>
      <Typography variant="h6" component="h2" id={id} sx={{ mt: 2, mb: 1 }}>
        {metric.label}
      </Typography>
      <TableContainer>
        <Table size="small" aria-labelledby={id}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell
                  key={c.id}
                  align={c.numeric ? 'right' : 'left'}
                  sortDirection={sort?.by === c.id ? sort.order : false}
                >
                  <TableSortLabel
                    active={sort?.by === c.id}
                    direction={sort?.by === c.id ? sort.order : 'asc'}
                    onClick={() => sortBy(c.id)}
                  >
                    {c.label}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((g) => (
              <TableRow key={JSON.stringify(breakdown.map((b) => g.keys[b]))}>
                {columns.map((c) => (
                  <TableCell key={c.id} align={c.numeric ? 'right' : 'left'}>
                    {c.value(g)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </section>
  );
}
