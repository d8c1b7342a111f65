import { usePersistentState } from '../../../shared/hooks/use-persistent-state';
import { usePortalContext } from '../../../shared/portal-context';
import { STORAGE_KEYS, userStorageKey } from '../../../shared/storage-keys';
import { isShown, OVERVIEW_COLUMNS, type ColumnChoice } from '../lib/columns';

/** The columns shown, and Manage columns' choice, kept in this browser for this user of this environment. */
export function useVisibleColumns() {
  const { environmentName, username } = usePortalContext();
  const [choice, setChoice] = usePersistentState<ColumnChoice>(
    userStorageKey(STORAGE_KEYS.sessionsOverviewColumns, environmentName, username),
    {},
  );
  return {
    visible: OVERVIEW_COLUMNS.filter((column) => isShown(column, choice)),
    choice,
    toggle: (key: string) =>
      setChoice((current) => {
        const column = OVERVIEW_COLUMNS.find((c) => c.key === key);
        return column ? { ...current, [key]: !isShown(column, current) } : current;
      }),
    reset: () => setChoice({}),
  };
}
