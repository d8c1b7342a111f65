import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { Stack, Typography } from '@mui/material';
import { appsFirstTexts } from '../../../shared/texts/apps-first-texts';
import { subscribeAppMemory } from '../lib/app-memory-key';
import { appsFirst, parseAppMemory } from '../lib/app-memory';
import type { ListedApp } from '../lib/list-model';

interface PinnedAppsProps {
  /** The storage key of this user's favourite and recent apps. */
  storageKey: string;
  items: readonly ListedApp[];
  /** Draws cards the way the list below draws them. */
  renderCards: (items: ListedApp[]) => ReactNode;
}

/**
 * Above the list: the user's favourite apps, then the apps they launched lately, each as the list's
 * card. Shows nothing when none of them is in the list.
 */
export function PinnedApps({ storageKey, items, renderCards }: PinnedAppsProps) {
  const raw = useSyncExternalStore(subscribeAppMemory, () => window.localStorage.getItem(storageKey));
  const { favourites, recents } = useMemo(() => appsFirst(parseAppMemory(raw), items), [raw, items]);
  const group = (id: string, title: string, list: ListedApp[]) =>
    list.length > 0 && (
      <section aria-labelledby={id}>
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
        {renderCards(list)}
      </section>
    );
  if (favourites.length === 0 && recents.length === 0) return null;
  return (
    <Stack spacing={1} data-apps-first>
      {group('favourite-apps-heading', appsFirstTexts.favourites, favourites)}
      {group('recent-apps-heading', appsFirstTexts.recentlyUsed, recents)}
    </Stack>
  );
}
