import type { ChangeEvent, ReactNode } from 'react';
import { Box, FormControlLabel, Stack, Switch } from '@mui/material';

/** The orders the list offers; the first is the spec's (name, then version). */
export const APP_SORTS = ['name', 'name-desc'] as const;
export type AppSort = (typeof APP_SORTS)[number];
const SORT_LABELS: Record<AppSort, string> = { name: 'Name A to Z', 'name-desc': 'Name Z to A' };

/** The list's view: grouped by category, or one flat list. */
export const APP_VIEWS = ['grouped', 'flat'] as const;
export type AppView = (typeof APP_VIEWS)[number];

interface ListViewControlsProps {
  categories: readonly string[];
  category: string;
  onCategory: (category: string) => void;
  sort: AppSort;
  onSort: (sort: AppSort) => void;
  view: AppView;
  onView: (view: AppView) => void;
}

/** A native select drawn like the search field: a MUI Select would add its menu code to the first load. */
const choice = (label: string, value: string, onChange: (value: string) => void, options: ReactNode) => (
  <Box
    component="select"
    aria-label={label}
    value={value}
    onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(e.target.value)}
    sx={{
      font: 'inherit',
      color: 'inherit',
      bgcolor: 'background.paper',
      border: 1,
      borderColor: 'divider',
      borderRadius: 1,
      px: 1,
      height: 40,
    }}
  >
    {options}
  </Box>
);

/** Which category the list shows, its order and whether it is grouped by category. */
export function ListViewControls(props: ListViewControlsProps) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {choice(
        'Category',
        props.category,
        props.onCategory,
        <>
          <option value="">All categories</option>
          {props.categories.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </>,
      )}
      {choice(
        'Sort',
        props.sort,
        (value) => props.onSort(APP_SORTS.find((sort) => sort === value) ?? 'name'),
        APP_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        )),
      )}
      <FormControlLabel
        control={
          <Switch
            checked={props.view === 'grouped'}
            onChange={(e) => props.onView(e.target.checked ? 'grouped' : 'flat')}
          />
        }
        label="Group by category"
      />
    </Stack>
  );
}
