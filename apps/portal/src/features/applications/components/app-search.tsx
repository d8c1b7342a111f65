import { useRef } from 'react';
import { Button, OutlinedInput, Stack, Typography } from '@mui/material';
import { uiTexts } from '../../../shared/texts/ui-texts';

interface AppSearchProps {
  query: string;
  available: number;
  matching: number;
  onChange: (query: string) => void;
}

/** The empty state beside the count line: what to try when nothing matches. */
export const NO_MATCH_HINT =
  'No app matches this search. It looks for the name and version (for example "planner 2.1"): check the spelling, or Clear the search to see every app.';

/** The search field: matches 'name version' ignoring case, with Clear and the number of matches. */
export function AppSearch({ query, available, matching, onChange }: AppSearchProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}>
      {/* A bare outlined input: a TextField would bring the select and every input variant into the first load. */}
      <OutlinedInput
        size="small"
        type="search"
        value={query}
        onChange={(e) => onChange(e.target.value)}
        placeholder={uiTexts.searchPlaceholder(available)}
        inputRef={input}
        inputProps={{ 'aria-label': 'Search apps' }}
        sx={{ width: { xs: '100%', sm: 320 } }}
      />
      <Button
        onClick={() => {
          onChange('');
          // Clear disables itself: the caret goes back to the search field instead of being lost.
          input.current?.focus();
        }}
        disabled={query === ''}
      >
        {uiTexts.clear}
      </Button>
      {query.trim() !== '' && (
        <Typography role="status" variant="body2">
          {uiTexts.matchingApps(matching)}
        </Typography>
      )}
      {query.trim() !== '' && matching === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
          {NO_MATCH_HINT}
        </Typography>
      )}
    </Stack>
  );
}
