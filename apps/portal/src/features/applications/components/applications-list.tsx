import { useMemo, useState } from 'react';
import { Box, FormControlLabel, Stack, Switch } from '@mui/material';
import { groupAppsByCategory, searchApps, sortApps } from '@pro-portal/rules';
import type { Category } from '../api/categories';
import type { ListedApp } from '../lib/list-model';
import { firstOfGroups, useRevealLimit } from '../hooks/use-reveal-limit';
import type { AppAction } from './app-card-menu';
import { AppCard } from './app-card';
import { AppSearch } from './app-search';
import { CategoryEditForm, PinnedApps } from './on-demand';
import { useAppMemoryKept } from '../hooks/use-app-memory-kept';
import { CategoryHeader } from './category-header';

const GROUP_BY_CATEGORY = 'Group by category';

export interface ApplicationsListProps {
  items: ListedApp[];
  categories: Category[];
  canEditCategories: boolean;
  showStats: boolean;
  isModifiable: (item: ListedApp) => boolean;
  /** Selected keys in selection mode, null outside it. */
  selection: ReadonlySet<string> | null;
  onSelect: (item: ListedApp, selected: boolean) => void;
  onLaunch: (item: ListedApp) => void;
  onAction: (item: ListedApp, action: AppAction) => void;
  /** A new, empty category row in edit mode. */
  draftCategory: boolean;
  onCreateCategory: (value: string) => Promise<boolean>;
  onCancelDraft: () => void;
  onRenameCategory: (categoryId: string, value: string) => Promise<boolean>;
  onDeleteCategory: (categoryId: string, name: string) => void;
  /** Where the signed-in user's favourite and recent apps are kept (appMemoryKey). */
  memoryKey: string;
}

/**
 * The searchable list of app cards, flat or grouped by category ('Other' last), after the user's
 * favourite and recently launched apps (not during a search).
 */
export function ApplicationsList(props: ApplicationsListProps) {
  const { items, categories, canEditCategories, draftCategory } = props;
  const [query, setQuery] = useState('');
  const [grouped, setGrouped] = useState(true);
  const matching = useMemo(() => searchApps(items, query), [items, query]);
  const categoryNames = useMemo(() => categories.map((c) => c.value), [categories]);
  // Empty categories are headings only for those who can fill or delete them, and not during a search.
  const groups = useMemo(
    () => groupAppsByCategory(matching, query.trim() || !canEditCategories ? [] : categoryNames),
    [matching, query, canEditCategories, categoryNames],
  );
  const flat = useMemo(() => (grouped ? [] : sortApps(matching)), [grouped, matching]);
  const remembered = useAppMemoryKept(props.memoryKey);
  // Thousands of cards would make the first paint and every keystroke slow: draw what is near the viewport.
  const { limit, sentinelRef } = useRevealLimit(`${query}\u0000${grouped}`);
  const { shown, more } = useMemo(
    () => firstOfGroups(grouped ? groups : [{ category: '', apps: flat }], limit),
    [grouped, groups, flat, limit],
  );

  const cards = (list: ListedApp[]) => (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, my: 1.5 }}>
      {list.map((item) => (
        <AppCard
          key={item.key}
          item={item}
          showStats={props.showStats}
          modifiable={props.isModifiable(item)}
          selected={props.selection ? props.selection.has(item.key) : undefined}
          onSelect={(selected) => props.onSelect(item, selected)}
          onLaunch={() => props.onLaunch(item)}
          onAction={(action) => props.onAction(item, action)}
        />
      ))}
    </Box>
  );

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <AppSearch query={query} available={items.length} matching={matching.length} onChange={setQuery} />
        <FormControlLabel
          control={<Switch checked={grouped} onChange={(e) => setGrouped(e.target.checked)} />}
          label={GROUP_BY_CATEGORY}
        />
      </Stack>
      {draftCategory && (
        <CategoryEditForm
          initialValue=""
          existingNames={categoryNames}
          onSave={props.onCreateCategory}
          onCancel={props.onCancelDraft}
        />
      )}
      {remembered && !query.trim() && <PinnedApps storageKey={props.memoryKey} items={items} renderCards={cards} />}
      {grouped
        ? shown.map((group) => (
            <section key={group.category} aria-label={group.category}>
              <CategoryHeader
                name={group.category}
                categoryId={categories.find((c) => c.value.trim() === group.category)?.id}
                canEdit={canEditCategories}
                existingNames={categoryNames}
                onRename={props.onRenameCategory}
                onDelete={props.onDeleteCategory}
              />
              {cards(group.apps)}
            </section>
          ))
        : cards(shown[0]?.apps ?? [])}
      {more && <Box ref={sentinelRef} aria-hidden sx={{ height: 1 }} />}
    </Stack>
  );
}
