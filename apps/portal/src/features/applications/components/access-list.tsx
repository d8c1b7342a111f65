import { Alert, Button, CircularProgress, IconButton, List, ListItem, ListItemText } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { errorMessage } from '../../../shared/api/errors';
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
  if (error) {
    return (
      <Alert severity="error" action={<Button onClick={onRetry}>Retry</Button>}>
        {errorMessage(error)}
      </Alert>
    );
  }
  if (!entries) return <CircularProgress aria-label={`Loading ${label}`} />;
  if (entries.length === 0) return <Alert severity="info">{emptyText}</Alert>;
  return (
    <List dense aria-label={label}>
      {entries.map((entry) => (
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
  );
}
