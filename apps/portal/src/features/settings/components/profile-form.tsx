import { Formik, Form } from 'formik';
import { Button, Stack, TextField } from '@mui/material';
import { createProfileSchema, type ProfileFormValues } from '@pro-portal/rules';
import type { CurrentUser } from '@pro-portal/sdk';
import { useMutation } from '../../../shared/api/use-mutation';
import { FormikTextField } from '../../../shared/components/formik-text-field';
import { useToast } from '../../../shared/toast';
import { ShowApiCallButton } from '../../../shared/components/show-api-call';
import { updateProfileCall, useUpdateProfile } from '../api/account';

const schema = createProfileSchema();

/** Text of the success toast; worded here, the spec quotes none for the profile. */
export const PROFILE_SAVED = 'Your profile was saved.';

/** Username (read-only), full name (read-only for SAML-linked environments) and email. */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const updateProfile = useUpdateProfile();
  const toast = useToast();
  const linked = !!user.samlMetadataUrl;
  // Resolves to the saved values, so that the form can take them as its new starting point.
  // A linked environment's identity provider owns the full name: only the email is sent.
  const sent = (values: ProfileFormValues): ProfileFormValues => (linked ? { email: values.email } : values);
  const save = useMutation(
    async (values: ProfileFormValues) => {
      await updateProfile(user.environment_name, user.name, sent(values));
      return values;
    },
    { onSuccess: () => toast.success(PROFILE_SAVED) },
  );
  const initialValues: ProfileFormValues = { fullname: user.fullName ?? '', email: user.email ?? '' };
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={schema}
      validateOnMount
      enableReinitialize
      onSubmit={async (values, { resetForm }) => {
        const saved = await save(values);
        if (saved) resetForm({ values: saved });
      }}
    >
      {({ values, isValid, dirty, isSubmitting }) => (
        <Form noValidate aria-label="Profile">
          <Stack spacing={2} sx={{ maxWidth: 480 }}>
            <TextField label="Username" value={user.name} slotProps={{ input: { readOnly: true } }} />
            <FormikTextField
              name="fullname"
              label="Full name"
              showError="always"
              disabled={linked}
              helperText={linked ? 'Managed by the identity provider of your environment.' : undefined}
            />
            <FormikTextField name="email" label="Email" type="email" showError="always" />
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
              <Button type="submit" variant="contained" disabled={!isValid || !dirty || isSubmitting}>
                Save profile
              </Button>
              <ShowApiCallButton call={() => updateProfileCall(user.environment_name, user.name, sent(values))} />
            </Stack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
