import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { SessionManager } from '@pro-portal/sdk';
import { bucketLabel } from '../lib/stats-dates';
import { summarize } from '../lib/stats-summary';
import type { StatsMeasure } from '../lib/stats-view';

interface StatsChartProps {
  id: string;
  measure: StatsMeasure;
  buckets: SessionManager.StatsBucket[];
  resolution: string;
}

/**
 * One measure over time as a line, titled as the vendor's graph; its summary (the figure's caption
 * and description) says in words what it shows. Periods without a value are gaps.
 */
export function StatsChart({ id, measure, buckets, resolution }: StatsChartProps) {
  const summary = summarize(buckets, measure, resolution);
  const values = buckets.map(measure.value);
  // A value between two gaps has no line to show it, so it gets a mark; with many periods only those do.
  const alone = (i: number) => values[i - 1] == null && values[i + 1] == null;
  return (
    <Paper
      component="figure"
      variant="outlined"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-summary`}
      sx={{ m: 0, mb: 2, p: 2 }}
    >
      <Typography component="h2" variant="subtitle2" id={`${id}-title`}>
        {measure.title}
      </Typography>
      <Box sx={{ height: 260 }}>
        {/* No title or desc: the chart would set them as aria-label on a div with role none, which
            axe refuses; the figure names and describes the graph instead (its drawing is aria-hidden). */}
        <LineChart
          skipAnimation
          hideLegend
          xAxis={[
            {
              scaleType: 'point',
              data: buckets.map((b) => b.start),
              valueFormatter: (start: Date) => bucketLabel(start, resolution),
            },
          ]}
          yAxis={[{ min: 0, width: 56 }]}
          series={[
            {
              data: values,
              label: measure.title,
              curve: 'linear',
              showMark: ({ index }) => values[index] !== null && (values.length <= 62 || alone(index)),
              valueFormatter: (v) => (v === null ? 'no sessions' : `${v}${measure.unit && ` ${measure.unit}`}`),
            },
          ]}
        />
      </Box>
      <Typography component="figcaption" variant="body2" color="text.secondary" id={`${id}-summary`}>
        {summary}
      </Typography>
    </Paper>
  );
}
