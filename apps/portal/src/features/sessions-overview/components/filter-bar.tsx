import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Popover from '@mui/material/Popover';
import { describeTerm } from '../lib/filters';
import { AddFilterForm } from './add-filter-form';

interface FilterBarProps {
  filters: readonly string[];
  onChange: (next: readonly string[]) => void;
}

/** The filter bar: a chip per active filter (removable), '+ Add filter' and 'Clear all'. */
export function FilterBar({ filters, onChange }: FilterBarProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <Box
      role="group"
      aria-label="Filters"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}
    >
      {filters.map((term, i) => {
        const remove = () => onChange(filters.filter((_, j) => j !== i));
        // The whole chip is its remove button (a click, Enter, Delete or Backspace), and says so.
        return (
          <Chip
            key={`${i}-${term}`}
            label={describeTerm(term)}
            aria-label={`Remove filter ${describeTerm(term)}`}
            onClick={remove}
            onDelete={remove}
          />
        );
      })}
      <Button aria-haspopup="dialog" onClick={(e) => setAnchor(e.currentTarget)}>
        + Add filter
      </Button>
      {filters.length > 0 ? <Button onClick={() => onChange([])}>Clear all</Button> : null}
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Add filter' } }}
      >
        <AddFilterForm
          onAdd={(term) => {
            setAnchor(null);
            if (!filters.includes(term)) onChange([...filters, term]);
          }}
        />
      </Popover>
    </Box>
  );
}
