import { Formik, Form } from 'formik';
import { Button, Stack, TextField } from '@mui/material';
import { createProfileSchema, type ProfileFormValues } from '@pro-portal/rules';
import type { CurrentUser } from '@pro-portal/sdk';
import { useToast } from '../../../shared/toast';
import { useUpdateProfile } from '../api/account';

const schema = createProfileSchema();

/** Text of the success toast; worded here, the spec quotes none for the profile. */
export const PROFILE_SAVED = 'Your profile was saved.';

/** Username (read-only), full name (read-only for SAML-linked environments) and email. */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const updateProfile = useUpdateProfile();
  const toast = useToast();
  const linked = !!user.samlMetadataUrl;
  const initialValues: ProfileFormValues = { fullname: user.fullName ?? '', email: user.email ?? '' };
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={schema}
      validateOnMount
      enableReinitialize
      onSubmit={async (values, { resetForm }) => {
        try {
          const changes = linked ? { email: values.email } : values;
          await updateProfile(user.environment_name, user.name, changes);
          resetForm({ values });
          toast.success(PROFILE_SAVED);
        } catch (err) {
          toast.error(err);
        }
      }}
    >
      {({ values, errors, handleChange, handleBlur, isValid, dirty, isSubmitting }) => (
        <Form noValidate aria-label="Profile">
          <Stack spacing={2} sx={{ maxWidth: 480 }}>
            <TextField label="Username" value={user.name} slotProps={{ input: { readOnly: true } }} />
            <TextField
              name="fullname"
              label="Full name"
              value={values.fullname}
              onChange={handleChange}
              onBlur={handleBlur}
              disabled={linked}
              error={!!errors.fullname}
              helperText={
                errors.fullname ?? (linked ? 'Managed by the identity provider of your environment.' : undefined)
              }
            />
            <TextField
              name="email"
              label="Email"
              type="email"
              value={values.email}
              onChange={handleChange}
              onBlur={handleBlur}
              error={!!errors.email}
              helperText={errors.email}
            />
            <div>
              <Button type="submit" variant="contained" disabled={!isValid || !dirty || isSubmitting}>
                Save profile
              </Button>
            </div>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
