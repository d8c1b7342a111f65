import { useMemo } from 'react';
import { Formik, Form } from 'formik';
import {
  Box,
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
  Typography,
} from '@mui/material';
import {
  API_KEY_SCOPES,
  createApiKeySchema,
  defaultApiKeyExpiration,
  maxApiKeyExpiration,
  toIsoDate,
} from '@pro-portal/rules';
import { apiKeyTexts } from '../../../shared/texts/api-key-texts';
import { errorMessages } from '../../../shared/texts/error-messages';
import { ShowApiCallButton } from '../../../shared/components/show-api-call';
import { createApiKeyCall, useApiKeyMutations, type ApiKey, type NewApiKey } from '../api/api-keys';
import { useMutation } from '../../../shared/api/use-mutation';
import { FormikTextField } from '../../../shared/components/formik-text-field';
import { SaveActions } from '../../../shared/components/save-actions';
import { DatePickerButton } from './date-picker-button';

/** What each documented scope lets a key do; a scope the server lists beyond them shows its name alone. */
const SCOPE_DESCRIPTIONS: ReadonlyMap<string, string> = new Map(API_KEY_SCOPES.map((s) => [s.scope, s.description]));
const scopeDescriptionId = (scope: string) => `api-key-scope-${scope.replace(/\W+/g, '-')}`;

interface CreateApiKeyDialogProps {
  existingNames: string[];
  scopes: string[];
  /** A key this one replaces: its name is said and its scopes start chosen. */
  replacing?: ApiKey;
  onCreated: (key: ApiKey) => void;
  onClose: () => void;
}

/**
 * Name, expiry (default one year from today; typed, or chosen in a calendar up to a year ahead) and
 * scopes of a new API key, each scope with what it allows.
 */
export function CreateApiKeyDialog({ existingNames, scopes, replacing, onCreated, onClose }: CreateApiKeyDialogProps) {
  const create = useMutation(useApiKeyMutations().createApiKey, {
    onSuccess: onCreated,
    errorToast: { prefix: errorMessages.createApiKey },
  });
  const today = toIsoDate(new Date());
  const schema = useMemo(() => createApiKeySchema({ existingNames, today }), [existingNames, today]);
  const initialValues: NewApiKey = {
    keyName: '',
    expirationDate: defaultApiKeyExpiration(today),
    scopes: replacing ? replacing.scopes.map((s) => s.scope).filter((scope) => scopes.includes(scope)) : [],
  };
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
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                    <FormikTextField
                      name="expirationDate"
                      label="Expiration date"
                      placeholder="YYYY-MM-DD"
                      showError="always"
                      helperText="YYYY-MM-DD, at most one year from today."
                      required
                      sx={{ flexGrow: 1 }}
                    />
                    <Box sx={{ pt: 1 }}>
                      <DatePickerButton
                        label="expiration date"
                        value={values.expirationDate}
                        min={today}
                        max={maxApiKeyExpiration(today)}
                        onChange={(day) => void setFieldValue('expirationDate', day)}
                      />
                    </Box>
                  </Stack>
                  {replacing && (
                    <Typography variant="body2" color="text.secondary">
                      {apiKeyTexts.renewing(replacing.keyName)}
                    </Typography>
                  )}
                  <FormControl component="fieldset" error={!!scopeError} required>
                    <FormLabel component="legend">Scopes</FormLabel>
                    <FormHelperText sx={{ mx: 0 }}>{apiKeyTexts.scopeHelp}</FormHelperText>
                    <FormGroup
                      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}
                    >
                      {scopes.map((scope) => {
                        const description = SCOPE_DESCRIPTIONS.get(scope);
                        return (
                          <Box key={scope} sx={{ mb: 1 }}>
                            <FormControlLabel
                              label={scope}
                              control={
                                <Checkbox
                                  checked={values.scopes.includes(scope)}
                                  onChange={(_e, checked) => toggle(scope, checked)}
                                  slotProps={{
                                    input: { 'aria-describedby': description ? scopeDescriptionId(scope) : undefined },
                                  }}
                                />
                              }
                            />
                            {description && (
                              <Typography
                                id={scopeDescriptionId(scope)}
                                variant="body2"
                                color="text.secondary"
                                sx={{ ml: 4, mt: -0.75 }}
                              >
                                {description}
                              </Typography>
                            )}
                          </Box>
                        );
                      })}
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
