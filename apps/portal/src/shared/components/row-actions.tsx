import type { ReactNode } from 'react';
import { IconButton } from '@mui/material';
import type { TableColumn } from './table-column';

/** An icon button of a row; `label` is its accessible name. */
export interface RowAction {
  label: string;
  icon: ReactNode;
  onClick: () => void;
}

/** The last column of a table, headed Actions: the icon buttons of each row. */
export const actionsColumn = <T,>(actions: (row: T) => readonly RowAction[]): TableColumn<T> => ({
  header: 'Actions',
  align: 'right',
  cell: (row) =>
    actions(row).map(({ label, icon, onClick }) => (
      <IconButton key={label} aria-label={label} onClick={onClick}>
        {icon}
      </IconButton>
    )),
});
