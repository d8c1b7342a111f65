import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The Running and Total counters at the top, as the vendor's two wide cards: each a term and its number. */
export function StatsCounters({ running, total }: { running: number; total: number }) {
  const counters = [
    ['Running', running],
    ['Total', total],
  ] as const;
  return (
    <Box component="dl" sx={{ display: 'flex', gap: 2, m: 0, mb: 2 }}>
      {counters.map(([label, value]) => (
        <Paper key={label} variant="outlined" sx={{ flex: 1, p: 1, textAlign: 'center' }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
