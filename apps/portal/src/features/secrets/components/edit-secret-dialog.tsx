import { useId } from 'react';
import { DialogContent, Stack } from '@mui/material';
import { useFormik } from 'formik';
import { createSecretValueSchema } from '@pro-portal/rules';
import { useMutation } from '../../../shared/api/use-mutation';
import { FormikDialog } from '../../../shared/components/formik-dialog';
import { FormikTextField } from '../../../shared/components/formik-text-field';
import { SaveActions } from '../../../shared/components/save-actions';
import { useToast } from '../../../shared/toast';
import { useSecretItemMutations } from '../api/items';
import { secretTexts } from '../lib/secret-texts';

const schema = createSecretValueSchema();

/** Modify a secret: its new value replaces the old one, which is not shown here. */
export function EditSecretDialog({ path, onClose }: { path: string; onClose: () => void }) {
  const titleId = useId();
  const toast = useToast();
  const update = useMutation(useSecretItemMutations().updateItem, {
    errorToast: { prefix: secretTexts.couldNotModify(path) },
    onSuccess: () => {
      toast.success(secretTexts.modified(path));
      onClose();
    },
  });
  const formik = useFormik({
    initialValues: { value: '' },
    validationSchema: schema,
    validateOnMount: true,
    onSubmit: ({ value }) => update(path, value),
  });
  return (
    <FormikDialog
      formik={formik}
      titleId={titleId}
      title={secretTexts.editSecret(path)}
      maxWidth="sm"
      onClose={onClose}
    >
      <DialogContent>
        <Stack sx={{ pt: 1 }}>
          <FormikTextField
            name="value"
            label={secretTexts.newValue}
            required

            autoComplete="off"
            touchOnChange
          />
        </Stack>
      </DialogContent>
      <SaveActions onCancel={onClose} disabled={!formik.isValid || formik.isSubmitting} />
    </FormikDialog>
  );
}
