import { Formik, Form } from 'formik';
import { DialogContent, DialogContentText } from '@mui/material';
import { object, string } from 'yup';
import { WRONG_PASSWORD_ERROR_CODE, validationMessages } from '@pro-portal/rules';
import { errorMessages } from '../../../shared/texts/error-messages';
import { errorMessage, isApiErrorWith } from '../../../shared/api/errors';
import { useToast } from '../../../shared/toast';
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

/** A refusal of the password itself, which belongs on the password field rather than in a toast. */
const isWrongPassword = (err: unknown) => isApiErrorWith(err, { errorCode: WRONG_PASSWORD_ERROR_CODE });

/**
 * The first step of enabling and disabling MFA: the current password buys a verification token. A wrong
 * password is shown on the field; any other failure in a toast.
 */
export function VerifyPasswordForm({
  explanation,
  submitLabel,
  onVerified,
  nextCalls,
  onCancel,
}: VerifyPasswordFormProps) {
  const { verifyPassword } = useSecurityActions();
  const toast = useToast();
  return (
    <Formik
      initialValues={{ currentPassword: '' }}
      validationSchema={schema}
      validateOnMount
      onSubmit={async ({ currentPassword }, { setFieldError }) => {
        let token: string;
        try {
          token = await verifyPassword(currentPassword);
        } catch (err) {
          if (isWrongPassword(err)) setFieldError('currentPassword', errorMessage(err));
          else toast.error(err, { prefix: errorMessages.validatePassword });
          return;
        }
        await onVerified(token);
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
