import { useMutation } from '../../../shared/api/use-mutation';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { useToast } from '../../../shared/toast';
import { deleteItemCall, useSecretItemMutations } from '../api/items';
import { secretTexts } from '../lib/secret-texts';
import type { TreeItem } from '../lib/tree-item';

/** Asks before deleting a secret or a directory; a directory with items in it is refused by the server, whose reason is shown. */
export function DeleteItemDialog({ item, onClose }: { item: TreeItem; onClose: () => void }) {
  const toast = useToast();
  const remove = useMutation(useSecretItemMutations().deleteItem, {
    errorToast: { prefix: secretTexts.couldNotDelete(item.path) },
    onSuccess: () => toast.success(secretTexts.deleted(item.path)),
  });
  return (
    <ConfirmDialog
      title={secretTexts.deleteTitle}
      message={secretTexts.confirmDelete(item.path, item.type)}
      onConfirm={() => remove(item.path)}
      onClose={onClose}
      apiCall={() => deleteItemCall(item.path)}
    />
  );
}
