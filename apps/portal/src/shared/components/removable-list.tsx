import { IconButton, List, ListItem, ListItemText } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { ListState } from './load-state';

interface RemovableListProps<T> {
  /** Names what loads: the progress is labelled 'Loading {label}'. */
  label: string;
  /** The list's accessible name. */
  listLabel: string;
  items: T[] | undefined;
  error: unknown;
  /** What an empty list says, in the spec's words. */
  emptyText: string;
  onRetry: () => void;
  /** The progress's diameter in pixels. */
  size?: number;
  itemKey: (item: T) => string;
  primary: (item: T) => string;
  /** A second line under an item, if any. */
  secondary?: (item: T) => string | undefined;
  /** The remove button's accessible name. */
  removeLabel: (item: T) => string;
  /** Whether the server lets the item be removed; its button is disabled otherwise. */
  removable: (item: T) => boolean;
  onRemove: (item: T) => void;
}

/** A loading list whose items each have a remove button: progress, error with Retry, empty text, items. */
export function RemovableList<T>({
  listLabel,
  itemKey,
  primary,
  secondary,
  removeLabel,
  ...props
}: RemovableListProps<T>) {
  const { removable, onRemove, ...state } = props;
  return (
    <ListState {...state}>
      {(items) => (
        <List dense aria-label={listLabel}>
          {items.map((item) => (
            <ListItem
              key={itemKey(item)}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={removeLabel(item)}
                  disabled={!removable(item)}
                  onClick={() => onRemove(item)}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText primary={primary(item)} secondary={secondary?.(item)} />
            </ListItem>
          ))}
        </List>
      )}
    </ListState>
  );
}
