import { ListItemText, MenuItem, type MenuItemProps } from '@mui/material';
import { Tooltip } from '../../../shared/tooltip';

/** The menu's own props (focus, tab order) reach the entry. */
interface RefusableMenuItemProps extends Omit<MenuItemProps, 'onClick' | 'children'> {
  label: string;
  /** Why the server would refuse the action, or null when it is offered. */
  reason: string | null;
  onClick: () => void;
}

/**
 * A menu entry that stays in the menu when its action would be refused: disabled, saying why. It is
 * aria-disabled rather than disabled, so it stays focusable and hoverable and its tooltip shows.
 */
export function RefusableMenuItem({ label, reason, onClick, ...menuProps }: RefusableMenuItemProps) {
  const item = (
    <MenuItem
      {...menuProps}
      aria-label={label}
      aria-disabled={reason !== null}
      sx={reason ? { opacity: 0.5, cursor: 'default' } : undefined}
      onClick={() => {
        if (reason === null) onClick();
      }}
    >
      {/* The reason shows in the entry itself too: a tooltip reaches neither touch nor every keyboard user. */}
      <ListItemText
        primary={label}
        secondary={reason}
        slotProps={{ secondary: { sx: { maxWidth: 260, whiteSpace: 'normal' } } }}
      />
    </MenuItem>
  );
  return reason ? (
    <Tooltip title={reason} placement="left" kind="info" describeChild>
      {item}
    </Tooltip>
  ) : (
    item
  );
}
