import { useState } from 'react';
import { IconButton, MenuItem } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { uiTexts } from '../../../shared/texts/ui-texts';
import { MenuOnDemand } from '../../../shared/components/menu-on-demand';
import { FavouriteMenuItem } from './on-demand';

export type AppAction = 'stats' | 'details' | 'update' | 'edit' | 'access' | 'latest' | 'select' | 'delete';

interface AppCardMenuProps {
  label: string;
  app: { name: string; version: string };
  /** Mixed mode 'yes'. */
  showStats: boolean;
  /** Admin or publisher, and the server says the app is modifiable. */
  modifiable: boolean;
  isLatest: boolean;
  onAction: (action: AppAction) => void;
}

/**
 * The overflow menu of an app card: each entry only for the roles and modes that may use it, then
 * Add to / Remove from favourites.
 */
export function AppCardMenu({ label, app, showStats, modifiable, isLatest, onAction }: AppCardMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const entries: [AppAction, string][] = [
    ...(showStats ? [['stats', 'Stats'] as [AppAction, string]] : []),
    ['details', uiTexts.publishingDetails],
    ...(modifiable
      ? ([
          ['update', 'Update'],
          ['edit', uiTexts.edit],
          ['access', 'App access'],
          ...(isLatest ? [] : [['latest', uiTexts.setAsLatestVersion]]),
          ['select', uiTexts.selectForDeletion],
          ['delete', uiTexts.delete],
        ] as [AppAction, string][])
      : []),
  ];
  return (
    <>
      <IconButton
        aria-label={`More actions for ${label}`}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
        size="small"
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <MenuOnDemand anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {entries.map(([action, text]) => (
          <MenuItem
            key={action}
            onClick={() => {
              setAnchor(null);
              onAction(action);
            }}
          >
            {text}
          </MenuItem>
        ))}
        {/* Last: a menu focuses its first entry on opening, which must not be one still loading. */}
        <FavouriteMenuItem app={app} onDone={() => setAnchor(null)} />
      </MenuOnDemand>
    </>
  );
}
