import { useState } from 'react';
import { IconButton } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { AppCardMenuList } from './on-demand';
import type { AppCardMenuEntriesProps } from './app-card-menu-list';

export type AppAction =
  'stats' | 'appStats' | 'details' | 'update' | 'edit' | 'access' | 'latest' | 'select' | 'delete';

/**
 * The overflow menu button of an app card. The menu's code (its entries, the favourites entry, MUI's
 * Menu) is fetched when a menu first opens; once open it stays mounted and closes with its animation.
 */
export function AppCardMenu(props: AppCardMenuEntriesProps & { label: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <IconButton
        aria-label={`More actions for ${props.label}`}
        aria-haspopup="menu"
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setOpened(true);
        }}
        size="small"
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      {opened && <AppCardMenuList {...props} anchorEl={anchor} onClose={() => setAnchor(null)} />}
    </>
  );
}
