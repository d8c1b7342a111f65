import { useMemo } from 'react';
import { Box, Stack } from '@mui/material';
import { groupAppsByCategory, listedCategory, searchApps, sortApps } from '@pro-portal/rules';
import { anyText, oneOf, useQueryState } from '../../../shared/hooks/use-query-state';
import { useQueryText } from '../../../shared/hooks/use-query-text';
import type { Category } from '../api/categories';
import type { ListedApp } from '../lib/list-model';
import { firstOfGroups, useRevealLimit } from '../hooks/use-reveal-limit';
import type { AppAction } from './app-card-menu';
import { AppCard } from './app-card';
import { AppSearch } from './app-search';
import { CategoryEditForm, PinnedApps } from './on-demand';
import { useAppMemoryKept } from '../hooks/use-app-memory-kept';
import { CategoryHeader } from './category-header';
import { APP_SORTS, APP_VIEWS, ListViewControls } from './list-view-controls';

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

const reversedIf = <T,>(reverse: boolean, list: T[]) => (reverse ? [...list].reverse() : list);

/**
 * The searchable list of app cards, flat or grouped by category ('Other' last), of one category or
 * all, by name A to Z or Z to A, after the user's favourite and recently launched apps (not during a
 * search or in one category). The search (q), category, sort and view are kept in the address.
 */
export function ApplicationsList(props: ApplicationsListProps) {
  const { items, categories, canEditCategories, draftCategory } = props;
  const [query, setQuery] = useQueryText('q');
  const [view, setView] = useQueryState('view', 'grouped', oneOf(APP_VIEWS));
  const [sort, setSort] = useQueryState('sort', 'name', oneOf(APP_SORTS));
  const [chosen, setCategory] = useQueryState('category', '', anyText);
  const grouped = view === 'grouped';
  // The categories that have apps, in the list's order: one app of each is enough to order them.
  const listed = useMemo(
    () =>
      groupAppsByCategory([...new Map(items.map((item) => [listedCategory(item), item])).values()]).map(
        (g) => g.category,
      ),
    [items],
  );
  // A category the list does not have (renamed, emptied, mistyped in a link) shows them all.
  const category = listed.includes(chosen) ? chosen : '';
  const matching = useMemo(
    () => searchApps(category ? items.filter((item) => listedCategory(item) === category) : items, query),
    [items, category, query],
  );
  const categoryNames = useMemo(() => categories.map((c) => c.value), [categories]);
  // Empty categories are headings only for those who can fill or delete them, and not during a search.
  const groups = useMemo(
    () =>
      groupAppsByCategory(matching, query.trim() || category || !canEditCategories ? [] : categoryNames).map(
        (group) => ({ ...group, apps: reversedIf(sort !== 'name', group.apps) }),
      ),
    [matching, query, category, canEditCategories, categoryNames, sort],
  );
  const flat = useMemo(
    () => (grouped ? [] : reversedIf(sort !== 'name', sortApps(matching))),
    [grouped, matching, sort],
  );
  const remembered = useAppMemoryKept(props.memoryKey);
  // Thousands of cards would make the first paint and every keystroke slow: draw what is near the viewport.
  const { limit, sentinelRef } = useRevealLimit(`${query}\u0000${view}\u0000${category}\u0000${sort}`);
  const { shown, more } = useMemo(
    () => firstOfGroups(grouped ? groups : [{ category: '', apps: flat }], limit),
    [grouped, groups, flat, limit],
  );

  const cards = (list: ListedApp[], heading?: 'h2') => (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, my: 1.5 }}>
      {list.map((item) => (
        <AppCard
          key={item.key}
          heading={heading}
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
        <ListViewControls
          categories={listed}
          category={category}
          onCategory={setCategory}
          sort={sort}
          onSort={setSort}
          view={view}
          onView={setView}
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
      {remembered && !query.trim() && !category && (
        <PinnedApps storageKey={props.memoryKey} items={items} renderCards={cards} />
      )}
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
        : cards(shown[0]?.apps ?? [], 'h2')}
      {more && <Box ref={sentinelRef} aria-hidden sx={{ height: 1 }} />}
    </Stack>
  );
}
