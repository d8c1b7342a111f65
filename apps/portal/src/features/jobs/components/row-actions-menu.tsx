import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { RowAction, RowMenuItem } from '../lib/actions';

/** Where a row's menu opens: at the pointer for a right-click, under the row for the keyboard. */
export type MenuPlace = { left: number; top: number } | { element: HTMLElement };

export interface RowActionsMenuProps {
  items: readonly RowMenuItem[];
  /** The row as its table names it (the Task or Session ID). */
  rowLabel: string;
  place: MenuPlace;
  onChoose: (action: RowAction) => void;
  onClose: () => void;
}

/** A row's context menu: arrows move, Enter chooses, Escape closes; a disabled item cannot be chosen. */
export function RowActionsMenu({ items, rowLabel, place, onChoose, onClose }: RowActionsMenuProps) {
  const anchor =
    'element' in place
      ? { anchorEl: place.element, anchorOrigin: { vertical: 'bottom', horizontal: 'left' } as const }
      : { anchorReference: 'anchorPosition' as const, anchorPosition: place };
  return (
    <Menu
      open
      onClose={onClose}
      {...anchor}
      // Rendered in place, inside the page's main landmark, where all content belongs.
      disablePortal
      // A right-click on the open menu shows neither the browser's menu nor another row's.
      onContextMenu={(event) => event.preventDefault()}
      slotProps={{ list: { 'aria-label': `Actions of ${rowLabel}` } }}
    >
      {items.map((item) => (
        <MenuItem
          key={item.action}
          disabled={!item.enabled}
          onClick={() => {
            onClose();
            onChoose(item.action);
          }}
        >
          {item.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
