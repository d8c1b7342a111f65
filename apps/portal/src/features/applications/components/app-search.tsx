import { useRef } from 'react';
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
    </Stack>
  );
}
