import { RemovableList } from '../../../shared/components/removable-list';
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
export function AccessList({ label, entries, describe, ...props }: AccessListProps) {
  return (
    <RemovableList
      {...props}
      label={label}
      listLabel={label}
      items={entries}
      size={40}
      itemKey={(entry) => `${entry.entity}-${entry.env_name}-${entry.entity_name}`}
      primary={accessEntryLabel}
      secondary={describe}
      removeLabel={(entry) => `Remove ${accessEntryLabel(entry)}`}
      removable={(entry) => entry.deletable}
    />
  );
}
