import { useNavigate } from 'react-router';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { NavItem } from './nav-items';

export interface NavMenuListProps {
  /** The button the menu opens from; null while closed. */
  anchor: HTMLElement | null;
  items: NavItem[];
  onClose: () => void;
}

/** The collapsed navigation's entries (small screens); its code is fetched when it first opens. */
export function NavMenuList({ anchor, items, onClose }: NavMenuListProps) {
  const navigate = useNavigate();
  return (
    // Rendered in place, inside the header's landmark, rather than at the end of the page.
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose} disablePortal>
      {items.map((item) => (
        <MenuItem
          key={item.to}
          onClick={() => {
            onClose();
            navigate(item.to);
          }}
        >
          {item.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
