import { useSyncExternalStore } from 'react';
import { MenuItem } from '@mui/material';
import { appsFirstTexts } from '../../../shared/texts/apps-first-texts';
import { usePortalContext } from '../../../shared/portal-context';
import { appMemoryKey, subscribeAppMemory } from '../lib/app-memory-key';
import { isFavourite, readAppMemory, toggleFavourite, type AppRef } from '../lib/app-memory';

interface FavouriteMenuItemProps {
  app: AppRef;
  /** Closes the menu. */
  onDone: () => void;
}

/** The app card menu's 'Add to favourites' or 'Remove from favourites' (of this user in this environment). */
export function FavouriteMenuItem({ app, onDone }: FavouriteMenuItemProps) {
  const { environmentName, username } = usePortalContext();
  const storageKey = appMemoryKey(environmentName, username);
  const favourite = useSyncExternalStore(subscribeAppMemory, () => isFavourite(readAppMemory(storageKey), app));
  return (
    <MenuItem
      onClick={() => {
        toggleFavourite(storageKey, app);
        onDone();
      }}
    >
      {favourite ? appsFirstTexts.removeFavourite : appsFirstTexts.addFavourite}
    </MenuItem>
  );
}
