import { useId } from 'react';
import { DialogContent, Stack } from '@mui/material';
import { useFormik } from 'formik';
import { createSecretItemSchema, type SecretItemFormValues } from '@pro-portal/rules';
import { useMutation } from '../../../shared/api/use-mutation';
import { FormikDialog } from '../../../shared/components/formik-dialog';
import { FormikTextField } from '../../../shared/components/formik-text-field';
import { SaveActions } from '../../../shared/components/save-actions';
import { useToast } from '../../../shared/toast';
import { useSecretItemMutations, type SecretItemKind } from '../api/items';
import { childPath } from '../lib/item-paths';
import { secretTexts } from '../lib/secret-texts';

interface NewItemDialogProps {
  directory: string;
  kind: SecretItemKind;
  onCreated: (directory: string) => void;
  onClose: () => void;
}

/** New directory (a name) or new secret (a name and its value) in a directory. */
export function NewItemDialog({ directory, kind, onCreated, onClose }: NewItemDialogProps) {
  const titleId = useId();
  const toast = useToast();
  const create = useMutation(useSecretItemMutations().createItem, {
    errorToast: (path) => ({ prefix: secretTexts.couldNotCreate(path) }),
    onSuccess: (_, path) => {
      toast.success(secretTexts.created(path));
      onCreated(directory);
      onClose();
    },
  });
  const formik = useFormik<SecretItemFormValues>({
    initialValues: { name: '', value: '' },
    validationSchema: createSecretItemSchema(kind),
    validateOnMount: true,
    onSubmit: ({ name, value }) => create(childPath(directory, name.trim()), kind, value),
  });
  const title = kind === 'directory' ? secretTexts.newDirectoryIn(directory) : secretTexts.newSecretIn(directory);
  return (
    <FormikDialog formik={formik} titleId={titleId} title={title} maxWidth="sm" onClose={onClose}>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormikTextField name="name" label={secretTexts.name} required touchOnChange />
          {kind === 'secret' && (
            <FormikTextField name="value" label={secretTexts.value} required autoComplete="off" touchOnChange />
          )}
        </Stack>
      </DialogContent>
      <SaveActions
        onCancel={onClose}
        disabled={!formik.isValid || formik.isSubmitting}
        submitLabel={secretTexts.create}
      />
    </FormikDialog>
  );
}
