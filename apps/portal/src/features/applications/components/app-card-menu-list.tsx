import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { uiTexts } from '../../../shared/texts/ui-texts';
import type { AppAction } from './app-card-menu';
import { FavouriteMenuItem } from './favourite-menu-item';

export interface AppCardMenuEntriesProps {
  app: { name: string; version: string };
  /** Mixed mode 'yes'. */
  showStats: boolean;
  /** Admin or publisher, and the server says the app is modifiable. */
  modifiable: boolean;
  isLatest: boolean;
  onAction: (action: AppAction) => void;
}

/**
 * The overflow menu of an app card: each entry only for the roles and modes that may use it (App stats
 * for everyone: the server shows non-admins their own sessions), then
 * Add to / Remove from favourites. Open while `anchorEl` is set.
 */
export function AppCardMenuList({
  app,
  showStats,
  modifiable,
  isLatest,
  onAction,
  anchorEl,
  onClose,
}: AppCardMenuEntriesProps & { anchorEl: HTMLElement | null; onClose: () => void }) {
  const entries: [AppAction, string][] = [
    ...(showStats ? [['stats', 'Stats'] as [AppAction, string]] : []),
    // The portal's own App Stats, in every mode, beside the spec's mixed-mode Stats.
    ['appStats', uiTexts.appStats],
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
    <Menu anchorEl={anchorEl} open={anchorEl !== null} onClose={onClose}>
      {entries.map(([action, text]) => (
        <MenuItem
          key={action}
          onClick={() => {
            onClose();
            onAction(action);
          }}
        >
          {text}
        </MenuItem>
      ))}
      <FavouriteMenuItem app={app} onDone={onClose} />
    </Menu>
  );
}
