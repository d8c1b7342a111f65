import type { ItemDialog } from '../lib/tree-item';
import { DeleteItemDialog } from './delete-item-dialog';
import { EditSecretDialog } from './edit-secret-dialog';
import { ItemAccessDialog } from './item-access-dialog';
import { NewItemDialog } from './new-item-dialog';
import { SecretValueDialog } from './secret-value-dialog';

/** The dialog an item's menu opened. */
export function ItemDialogs({
  dialog,
  onClose,
  onCreated,
}: {
  dialog: ItemDialog;
  onClose: () => void;
  onCreated: (directory: string) => void;
}) {
  switch (dialog.kind) {
    case 'create':
      return (
        <NewItemDialog directory={dialog.directory} kind={dialog.itemKind} onCreated={onCreated} onClose={onClose} />
      );
    case 'edit':
      return <EditSecretDialog path={dialog.item.path} onClose={onClose} />;
    case 'value':
      return <SecretValueDialog path={dialog.item.path} onClose={onClose} />;
    case 'access':
      return <ItemAccessDialog item={dialog.item} onClose={onClose} />;
    case 'delete':
      return <DeleteItemDialog item={dialog.item} onClose={onClose} />;
  }
}
