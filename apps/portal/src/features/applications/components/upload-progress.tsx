import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { formatFileSize } from '@pro-portal/rules';
import { uiTexts } from '../../../shared/texts/ui-texts';
import type { UploadProgress as Progress } from '@pro-portal/sdk';

/** '42% (1.20 MB of 2.85 MB)'. */
export const progressText = (p: Progress) =>
  `${p.percent}% (${formatFileSize(p.loaded)} of ${formatFileSize(p.total)})`;

/** The upload's progress bar with percent and bytes, and a Cancel button. */
export function UploadProgress({ progress, onCancel }: { progress: Progress; onCancel: () => void }) {
  return (
    <Stack spacing={1}>
      <LinearProgress variant="determinate" value={progress.percent} aria-label="Upload progress" />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" role="status">
          {progressText(progress)}
        </Typography>
        <Box>
          <Button onClick={onCancel}>{uiTexts.cancel}</Button>
        </Box>
      </Stack>
    </Stack>
  );
}
