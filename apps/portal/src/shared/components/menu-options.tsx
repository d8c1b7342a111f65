import type { ReactNode } from 'react';
import { MenuItem } from '@mui/material';

/**
 * The items of a select, one per option: its value, and its text (the value unless told).
 * @example <TextField select>{menuOptions(users, (u) => u.name)}</TextField>
 */
export function menuOptions<T>(
  options: readonly T[],
  value: (option: T) => string | number,
  text: (option: T) => ReactNode = value,
) {
  return options.map((option) => (
    <MenuItem key={value(option)} value={value(option)}>
      {text(option)}
    </MenuItem>
  ));
}
