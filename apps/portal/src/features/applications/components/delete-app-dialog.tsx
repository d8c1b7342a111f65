import { successMessages } from '../../../shared/texts/success-messages';
import { uiTexts } from '../../../shared/texts/ui-texts';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { useToast } from '../../../shared/toast';
import { useMutation } from '../../../shared/api/use-mutation';
import type { AppRef } from '../api/applications';
import { deleteAppCall, useSendVersionChange } from '../api/version-changes';

/** 'Are you sure you want to delete {name} {version}?', then the deletion and its toast. */
export function DeleteAppDialog({ app, onClose }: { app: AppRef; onClose: () => void }) {
  const send = useSendVersionChange();
  const toast = useToast();
  const remove = useMutation(() => send(deleteAppCall(app)), {
    onSuccess: () => toast.success(successMessages.appDeleted(app.name, app.version)),
  });
  return (
    <ConfirmDialog
      title={`${uiTexts.delete} ${app.name} ${app.version}`}
      message={uiTexts.confirmDeleteApp(app.name, app.version)}
      apiCall={() => deleteAppCall(app)}
      onConfirm={remove}
      onClose={onClose}
    />
  );
}
