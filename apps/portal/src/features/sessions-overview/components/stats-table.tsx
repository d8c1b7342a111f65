import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SessionManager } from '@pro-portal/sdk';
import { BREAKDOWNS, STAT_SUMMARIES, type Breakdown, type STAT_METRICS } from '../lib/stats';

interface StatsTableProps {
  metric: (typeof STAT_METRICS)[number];
  breakdown: readonly Breakdown[];
  groups: SessionManager.SessionStatsGroup[];
}

/** One figure's summaries: a row per group of the breakdowns (one row of all sessions without any). */
export function StatsTable({ metric, breakdown, groups }: StatsTableProps) {
  const id = `stats-${metric.key}`;
  return (
    <section aria-labelledby={id}>
      <Typography variant="h6" component="h2" id={id} sx={{ mt: 2, mb: 1 }}>
        {metric.label}
      </Typography>
      <TableContainer>
        <Table size="small" aria-labelledby={id}>
          <TableHead>
            <TableRow>
              {breakdown.map((b) => (
                <TableCell key={b}>{BREAKDOWNS.find((x) => x.key === b)?.label ?? b}</TableCell>
              ))}
              <TableCell align="right">Count</TableCell>
              {STAT_SUMMARIES.map((s) => (
                <TableCell key={s.key} align="right">
                  {s.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {groups.map((g) => (
              <TableRow key={JSON.stringify(breakdown.map((b) => g.keys[b]))}>
                {breakdown.map((b) => (
                  <TableCell key={b}>{g.keys[b]}</TableCell>
                ))}
                <TableCell align="right">{g.count}</TableCell>
                {STAT_SUMMARIES.map((s) => (
                  <TableCell key={s.key} align="right">
                    {g.metrics[metric.key][s.key]}
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
