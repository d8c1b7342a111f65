import { Formik, Form } from 'formik';
import { DialogContent, DialogContentText } from '@mui/material';
import { object, string } from 'yup';
import { errorMessages, validationMessages } from '@pro-portal/rules';
import { useMutation } from '../../../shared/api/use-mutation';
import { SaveActions } from '../../../shared/components/save-actions';
import type { ApiCall } from '../../../shared/api/api-call';
import { ShowApiCallButton } from '../../../shared/components/show-api-call';
import { securityCalls, useSecurityActions } from '../api/security';
import { PasswordField } from './password-field';

const schema = object({
  currentPassword: string().required(validationMessages.changePassword.currentPasswordRequired),
});

interface VerifyPasswordFormProps {
  explanation: string;
  submitLabel: string;
  /** Receives the verification token of the checked password. */
  onVerified: (token: string) => Promise<unknown>;
  /** The calls after verifyPassword, given the token it answers with (for "Show API call"). */
  nextCalls: (token: string) => ApiCall[];
  onCancel: () => void;
}

/** The first step of enabling and disabling MFA: the current password buys a verification token. */
export function VerifyPasswordForm({
  explanation,
  submitLabel,
  onVerified,
  nextCalls,
  onCancel,
}: VerifyPasswordFormProps) {
  const verify = useMutation(useSecurityActions().verifyPassword, {
    errorToast: { prefix: errorMessages.validatePassword },
  });
  return (
    <Formik
      initialValues={{ currentPassword: '' }}
      validationSchema={schema}
      validateOnMount
      onSubmit={async ({ currentPassword }) => {
        const token = await verify(currentPassword);
        if (token !== undefined) await onVerified(token);
      }}
    >
      {({ values, isValid, isSubmitting }) => (
        <Form noValidate>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{explanation}</DialogContentText>
            <PasswordField name="currentPassword" label="Current password" autoComplete="current-password" />
          </DialogContent>
          <SaveActions onCancel={onCancel} disabled={!isValid || isSubmitting} submitLabel={submitLabel}>
            {/* The token is a secret: the shown calls read it from an environment variable. */}
            <ShowApiCallButton call={() => [securityCalls.verifyPassword(values.currentPassword), ...nextCalls('')]} />
          </SaveActions>
        </Form>
      )}
    </Formik>
  );
}
