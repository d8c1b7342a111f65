import type { ReactNode } from 'react';
import { FormControlLabel, NativeSelect, OutlinedInput, Stack, Switch } from '@mui/material';

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

/** A native select in the search field's outline: a MUI Select would add its menu code to the first load. */
const choice = (label: string, value: string, onChange: (value: string) => void, options: ReactNode) => (
  <NativeSelect
    input={<OutlinedInput size="small" />}
    value={value}
    onChange={(e) => onChange(e.target.value)}
    inputProps={{ 'aria-label': label }}
  >
    {options}
  </NativeSelect>
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
