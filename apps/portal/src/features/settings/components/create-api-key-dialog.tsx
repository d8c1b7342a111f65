import { useMemo } from 'react';
import { Formik, Form } from 'formik';
import {
  Checkbox,
  Dialog,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
} from '@mui/material';
import { createApiKeySchema, defaultApiKeyExpiration, toIsoDate } from '@pro-portal/rules';
import { errorMessages } from '../../../shared/texts/error-messages';
import { ShowApiCallButton } from '../../../shared/components/show-api-call';
import { createApiKeyCall, useApiKeyMutations, type ApiKey, type NewApiKey } from '../api/api-keys';
import { useMutation } from '../../../shared/api/use-mutation';
import { FormikTextField } from '../../../shared/components/formik-text-field';
import { SaveActions } from '../../../shared/components/save-actions';

interface CreateApiKeyDialogProps {
  existingNames: string[];
  scopes: string[];
  onCreated: (key: ApiKey) => void;
  onClose: () => void;
}

/** Name, expiry (default one year from today) and scopes of a new API key. */
export function CreateApiKeyDialog({ existingNames, scopes, onCreated, onClose }: CreateApiKeyDialogProps) {
  const create = useMutation(useApiKeyMutations().createApiKey, {
    onSuccess: onCreated,
    errorToast: { prefix: errorMessages.createApiKey },
  });
  const today = toIsoDate(new Date());
  const schema = useMemo(() => createApiKeySchema({ existingNames, today }), [existingNames, today]);
  const initialValues: NewApiKey = { keyName: '', expirationDate: defaultApiKeyExpiration(today), scopes: [] };
  return (
    <Dialog open onClose={onClose} aria-labelledby="create-api-key-title" fullWidth maxWidth="sm">
      <Formik initialValues={initialValues} validationSchema={schema} validateOnMount onSubmit={create}>
        {({ values, errors, touched, setFieldValue, setFieldTouched, isValid, isSubmitting }) => {
          const toggle = (scope: string, checked: boolean) => {
            void setFieldTouched('scopes', true, false);
            void setFieldValue(
              'scopes',
              checked ? [...values.scopes, scope] : values.scopes.filter((s) => s !== scope),
            );
          };
          const scopeError = touched.scopes ? (errors.scopes as string | undefined) : undefined;
          return (
            <Form noValidate>
              <DialogTitle id="create-api-key-title">Create API key</DialogTitle>
              <DialogContent>
                <Stack spacing={2} sx={{ pt: 1 }}>
                  <FormikTextField name="keyName" label="Key name" showError="touchedOrFilled" required />
                  <FormikTextField
                    name="expirationDate"
                    label="Expiration date"
                    placeholder="YYYY-MM-DD"
                    showError="always"
                    helperText="YYYY-MM-DD, at most one year from today."
                    required
                  />
                  <FormControl component="fieldset" error={!!scopeError} required>
                    <FormLabel component="legend">Scopes</FormLabel>
                    <FormGroup row>
                      {scopes.map((scope) => (
                        <FormControlLabel
                          key={scope}
                          label={scope}
                          control={
                            <Checkbox
                              checked={values.scopes.includes(scope)}
                              onChange={(_e, checked) => toggle(scope, checked)}
                            />
                          }
                        />
                      ))}
                    </FormGroup>
                    {scopeError && <FormHelperText>{scopeError}</FormHelperText>}
                  </FormControl>
                </Stack>
              </DialogContent>
              <SaveActions onCancel={onClose} disabled={!isValid || isSubmitting} submitLabel="Create">
                <ShowApiCallButton call={() => createApiKeyCall(values)} />
              </SaveActions>
            </Form>
          );
        }}
      </Formik>
    </Dialog>
  );
}
