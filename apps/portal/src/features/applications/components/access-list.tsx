import { IconButton, List, ListItem, ListItemText } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { ListState } from '../../../shared/components/load-state';
import type { AccessEntry } from '../api/app-access';

interface AccessListProps {
  label: string;
  entries: AccessEntry[] | undefined;
  error: unknown;
  emptyText: string;
  onRetry: () => void;
  onRemove: (entry: AccessEntry) => void;
  /** A second line under an entry, if any. */
  describe?: (entry: AccessEntry) => string | undefined;
}

export const accessEntryLabel = (entry: AccessEntry) => `${entry.entity_name}@${entry.env_name}`;

/** Entries with access; each removable unless the server says it is not deletable. */
export function AccessList({ label, entries, error, emptyText, onRetry, onRemove, describe }: AccessListProps) {
  return (
    <ListState label={label} items={entries} error={error} emptyText={emptyText} onRetry={onRetry} size={40}>
      {(items) => (
        <List dense aria-label={label}>
          {items.map((entry) => (
            <ListItem
              key={`${entry.entity}-${entry.env_name}-${entry.entity_name}`}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Remove ${accessEntryLabel(entry)}`}
                  disabled={!entry.deletable}
                  onClick={() => onRemove(entry)}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText primary={accessEntryLabel(entry)} secondary={describe?.(entry)} />
            </ListItem>
          ))}
        </List>
      )}
    </ListState>
  );
}
