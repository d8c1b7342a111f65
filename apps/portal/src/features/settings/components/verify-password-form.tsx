import { Formik, Form } from 'formik';
import { Button, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { object, string } from 'yup';
import { errorMessages, uiTexts, validationMessages } from '@pro-portal/rules';
import { useToast } from '../../../shared/toast';
import { useSecurityActions } from '../api/security';
import { PasswordField } from './password-field';

const schema = object({
  currentPassword: string().required(validationMessages.changePassword.currentPasswordRequired),
});

interface VerifyPasswordFormProps {
  explanation: string;
  submitLabel: string;
  /** Receives the verification token of the checked password. */
  onVerified: (token: string) => Promise<unknown>;
  onCancel: () => void;
}

/** The first step of enabling and disabling MFA: the current password buys a verification token. */
export function VerifyPasswordForm({ explanation, submitLabel, onVerified, onCancel }: VerifyPasswordFormProps) {
  const { verifyPassword } = useSecurityActions();
  const toast = useToast();
  return (
    <Formik
      initialValues={{ currentPassword: '' }}
      validationSchema={schema}
      validateOnMount
      onSubmit={async ({ currentPassword }) => {
        let token: string;
        try {
          token = await verifyPassword(currentPassword);
        } catch (err) {
          toast.error(err, { prefix: errorMessages.validatePassword });
          return;
        }
        await onVerified(token);
      }}
    >
      {({ values, errors, touched, handleChange, handleBlur, isValid, isSubmitting }) => (
        <Form noValidate>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{explanation}</DialogContentText>
            <PasswordField
              name="currentPassword"
              label="Current password"
              value={values.currentPassword}
              error={errors.currentPassword}
              touched={touched.currentPassword}
              autoComplete="current-password"
              onChange={handleChange}
              onBlur={handleBlur}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel}>{uiTexts.cancel}</Button>
            <Button type="submit" variant="contained" disabled={!isValid || isSubmitting}>
              {submitLabel}
            </Button>
          </DialogActions>
        </Form>
      )}
    </Formik>
  );
}
