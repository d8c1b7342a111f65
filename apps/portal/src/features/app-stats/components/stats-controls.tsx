import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { ChoiceSelect } from '../../../shared/components/choice-select';
import type { useStatsView } from '../hooks/use-stats-view';
import { STATS_RESOLUTIONS, type StatsResolution } from '../lib/stats-view';

type StatsView = ReturnType<typeof useStatsView>;

const isResolution = (value: string): value is StatsResolution => STATS_RESOLUTIONS.some((r) => r === value);

/** Resolution, Begin date and End date as the vendor's filter row, then the admins' user filter. */
export function StatsControls({ stats }: { stats: StatsView }) {
  const { view, rangeError } = stats;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
      <ChoiceSelect
        label="Resolution"
        size="small"
        value={view.resolution}
        options={STATS_RESOLUTIONS}
        onChange={(next) => isResolution(next) && stats.setResolution(next)}
        sx={{ minWidth: 120 }}
      />
      <TextField
        label="Begin date"
        type="date"
        size="small"
        value={view.from}
        onChange={(event) => stats.setFrom(event.target.value)}
        error={!!rangeError}
        helperText={rangeError || ' '}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="End date"
        type="date"
        size="small"
        value={view.to}
        onChange={(event) => stats.setTo(event.target.value)}
        helperText="Days in UTC"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {stats.isAdmin && (
        <TextField
          label="User"
          size="small"
          value={view.userText}
          onChange={(event) => stats.setUserText(event.target.value)}
          helperText="Empty for all users"
        />
      )}
    </Box>
  );
}
