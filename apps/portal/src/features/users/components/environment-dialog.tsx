import { Checkbox, Dialog, DialogContent, DialogTitle, FormControlLabel, Stack, TextField } from '@mui/material';
import { useFormik } from 'formik';
import { createEnvironmentSchema, errorMessages, successMessages, type EnvironmentFormValues } from '@pro-portal/rules';
import { useToast } from '../../../shared/toast';
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
    onSubmit: async (values) => {
      try {
        const name = values.name.trim();
        if (environment) await updateEnvironment(environment.name, values);
        else await createEnvironment(values);
        const text = environment ? successMessages.environmentSaved(name) : successMessages.environmentCreated(name);
        toast.success(text, { topic: 'save-environment' });
        onSaved?.(name);
        onClose();
      } catch (err) {
        toast.error(err, { prefix: errorMessages.saveEnvironment(values.name.trim()), topic: 'save-environment' });
      }
    },
  });
  const field = (name: 'name' | 'description' | 'samlMetadataUrl', label: string, required = false) => (
    <TextField
      name={name}
      label={label}
      required={required}
      value={formik.values[name] ?? ''}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
      error={formik.touched[name] === true && !!formik.errors[name]}
      helperText={formik.touched[name] === true ? formik.errors[name] : undefined}
      fullWidth
    />
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="environment-dialog-title">
      <form onSubmit={formik.handleSubmit} noValidate>
        <DialogTitle id="environment-dialog-title">
          {environment ? `Edit environment ${environment.name}` : 'New environment'}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {field('name', 'Name', true)}
            {field('description', 'Description')}
            {field('samlMetadataUrl', 'Linked URL (SAML metadata)')}
            {!environment && (
              <FormControlLabel
                control={
                  <Checkbox
                    name="isDefault"
                    checked={formik.values.isDefault ?? false}
                    onChange={formik.handleChange}
                  />
                }
                label="Default environment"
              />
            )}
          </Stack>
        </DialogContent>
        <SaveActions onCancel={onClose} disabled={!formik.isValid || formik.isSubmitting}>
          <ShowApiCallButton call={() => saveEnvironmentCall(formik.values, environment?.name)} />
        </SaveActions>
      </form>
    </Dialog>
  );
}
