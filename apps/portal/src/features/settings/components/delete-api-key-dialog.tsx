import { successMessages } from '@pro-portal/rules';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { useToast } from '../../../shared/toast';
import { useApiKeyMutations } from '../api/api-keys';

/** Asks before deleting an API key; says 'API key {name} was deleted.' when done. */
export function DeleteApiKeyDialog({ keyName, onClose }: { keyName: string; onClose: () => void }) {
  const { deleteApiKey } = useApiKeyMutations();
  const toast = useToast();
  return (
    <ConfirmDialog
      title="Delete API key"
      message={`Are you sure you want to delete the API key ${keyName}? Programs using it will be refused.`}
      onConfirm={() =>
        deleteApiKey(keyName).then(() => toast.success(successMessages.apiKeyDeleted(keyName)), toast.error)
      }
      onClose={onClose}
    />
  );
}
