import { successMessages } from '../../../shared/texts/success-messages';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { useToast } from '../../../shared/toast';
import { useApiKeyMutations } from '../api/api-keys';
import { useMutation } from '../../../shared/api/use-mutation';

/** Asks before deleting an API key; says 'API key {name} was deleted.' when done. */
export function DeleteApiKeyDialog({ keyName, onClose }: { keyName: string; onClose: () => void }) {
  const toast = useToast();
  const remove = useMutation(useApiKeyMutations().deleteApiKey, {
    onSuccess: () => toast.success(successMessages.apiKeyDeleted(keyName)),
  });
  return (
    <ConfirmDialog
      title="Delete API key"
      message={`Are you sure you want to delete the API key ${keyName}? Programs using it will be refused.`}
      onConfirm={() => remove(keyName)}
      onClose={onClose}
    />
  );
}
