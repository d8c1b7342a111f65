import type { SecretItemKind } from '../api/items';

/** What the tree knows of an item before it is opened: its path, name and kind. */
export interface TreeItem {
  path: string;
  name: string;
  type: SecretItemKind;
}

/** The dialog an item's menu opens: create in a directory, or act on the item. */
export type ItemDialog =
  | { kind: 'create'; directory: string; itemKind: SecretItemKind }
  | { kind: 'edit' | 'value' | 'access' | 'delete'; item: TreeItem };
