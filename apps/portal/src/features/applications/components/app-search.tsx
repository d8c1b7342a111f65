import { Button, OutlinedInput, Stack, Typography } from '@mui/material';
import { uiTexts } from '@pro-portal/rules';

interface AppSearchProps {
  query: string;
  available: number;
  matching: number;
  onChange: (query: string) => void;
}

/** The search field: matches 'name version' ignoring case, with Clear and the number of matches. */
export function AppSearch({ query, available, matching, onChange }: AppSearchProps) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      {/* A bare outlined input: a TextField would bring the select and every input variant into the first load. */}
      <OutlinedInput
        size="small"
        type="search"
        value={query}
        onChange={(e) => onChange(e.target.value)}
        placeholder={uiTexts.searchPlaceholder(available)}
        inputProps={{ 'aria-label': 'Search apps' }}
        sx={{ minWidth: 320 }}
      />
      <Button onClick={() => onChange('')} disabled={query === ''}>
        {uiTexts.clear}
      </Button>
      {query.trim() !== '' && (
        <Typography role="status" variant="body2">
          {uiTexts.matchingApps(matching)}
        </Typography>
      )}
    </Stack>
  );
}
