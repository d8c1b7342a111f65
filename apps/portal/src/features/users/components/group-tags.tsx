import { Box, Chip, Stack, Typography } from '@mui/material';
import { uiTexts } from '../../../shared/texts/ui-texts';
import { Tooltip } from '../../../shared/tooltip';

/** How many group tags show before the rest is summarised as +n. */
const VISIBLE_GROUP_TAGS = 3;

/** The user's groups as tags; more than fit become '+n' with the tooltip 'All Groups' listing every group. */
export function GroupTags({ names }: { names: string[] }) {
  const shown = names.slice(0, VISIBLE_GROUP_TAGS);
  const hidden = names.length - shown.length;
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      {shown.map((name) => (
        <Chip key={name} size="small" label={name} />
      ))}
      {hidden > 0 && (
        <Tooltip
          kind="info"
          title={
            <Box>
              <Typography variant="subtitle2">{uiTexts.allGroups}</Typography>
              {names.map((name) => (
                <div key={name}>{name}</div>
              ))}
            </Box>
          }
        >
          <Chip size="small" variant="outlined" label={uiTexts.moreGroups(hidden)} tabIndex={0} />
        </Tooltip>
      )}
    </Stack>
  );
}
