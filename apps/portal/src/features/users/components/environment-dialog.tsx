import { Checkbox, DialogContent, FormControlLabel, Stack } from '@mui/material';
import { useFormik } from 'formik';
import { createEnvironmentSchema, type EnvironmentFormValues } from '@pro-portal/rules';
import { errorMessages } from '../../../shared/texts/error-messages';
import { successMessages } from '../../../shared/texts/success-messages';
import { useToast } from '../../../shared/toast';
import { useMutation } from '../../../shared/api/use-mutation';
import { FormikDialog } from '../../../shared/components/formik-dialog';
import { FormikTextField } from '../../../shared/components/formik-text-field';
import { ShowApiCallButton } from '../../../shared/components/show-api-call';
import { saveEnvironmentCall, useEnvironmentMutations, type Environment } from '../api/environments';
import { SaveActions } from '../../../shared/components/save-actions';

interface EnvironmentDialogProps {
  environments: Environment[];
  /** The environment to edit; a new one when absent. */
  environment?: Environment;
  onClose: () => void;
  onSaved?: (name: string) => void;
}

/** Create or edit an environment: name, description, linked (SAML metadata) URL, and default on create. */
export function EnvironmentDialog({ environments, environment, onClose, onSaved }: EnvironmentDialogProps) {
  const toast = useToast();
  const { createEnvironment, updateEnvironment } = useEnvironmentMutations();
  const save = useMutation(
    (values: EnvironmentFormValues) =>
      environment ? updateEnvironment(environment.name, values) : createEnvironment(values),
    {
      onSuccess: (_saved, values) => {
        const name = values.name.trim();
        const text = environment ? successMessages.environmentSaved(name) : successMessages.environmentCreated(name);
        toast.success(text, { topic: 'save-environment' });
        onSaved?.(name);
        onClose();
      },
      errorToast: (values) => ({
        prefix: errorMessages.saveEnvironment(values.name.trim()),
        topic: 'save-environment',
      }),
    },
  );
  const formik = useFormik<EnvironmentFormValues>({
    initialValues: {
      name: environment?.name ?? '',
      description: environment?.description ?? '',
      samlMetadataUrl: environment?.samlMetadataUrl ?? '',
      isDefault: false,
    },
    validationSchema: createEnvironmentSchema({
      existingNames: environments.map((e) => e.name),
      currentName: environment?.name,
    }),
    validateOnMount: true,
    onSubmit: save,
  });
  return (
    <FormikDialog
      formik={formik}
      titleId="environment-dialog-title"
      title={environment ? `Edit environment ${environment.name}` : 'New environment'}
      maxWidth="sm"
      onClose={onClose}
    >
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormikTextField name="name" label="Name" required fullWidth />
          <FormikTextField name="description" label="Description" fullWidth />
          <FormikTextField name="samlMetadataUrl" label="Linked URL (SAML metadata)" fullWidth />
          {!environment && (
            <FormControlLabel
              control={
                <Checkbox name="isDefault" checked={formik.values.isDefault ?? false} onChange={formik.handleChange} />
              }
              label="Default environment"
            />
          )}
        </Stack>
      </DialogContent>
      <SaveActions onCancel={onClose} disabled={!formik.isValid || formik.isSubmitting}>
        <ShowApiCallButton call={() => saveEnvironmentCall(formik.values, environment?.name)} />
      </SaveActions>
    </FormikDialog>
  );
}
