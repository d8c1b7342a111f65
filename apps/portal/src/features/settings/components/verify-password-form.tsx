import { Formik, Form } from 'formik';
import { DialogContent, DialogContentText } from '@mui/material';
import { object, string } from 'yup';
import { WRONG_PASSWORD_ERROR_CODE, validationMessages } from '@pro-portal/rules';
import { errorMessages } from '../../../shared/texts/error-messages';
import { errorMessage, isApiErrorWith } from '../../../shared/api/errors';
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

/** A refusal of the password itself, which the password field shows too. */
const isWrongPassword = (err: unknown) => isApiErrorWith(err, { errorCode: WRONG_PASSWORD_ERROR_CODE });

type SetFieldError = (field: string, message: string | undefined) => void;

/**
 * The first step of enabling and disabling MFA: the current password buys a verification token. Every
 * failure is shown in a toast under 'An error occured while validating the password.'; a wrong
 * password is shown on the field as well.
 */
export function VerifyPasswordForm({
  explanation,
  submitLabel,
  onVerified,
  nextCalls,
  onCancel,
}: VerifyPasswordFormProps) {
  const { verifyPassword } = useSecurityActions();
  const verify = useMutation(
    (currentPassword: string, _setFieldError: SetFieldError) => verifyPassword(currentPassword),
    {
      errorToast: { prefix: errorMessages.validatePassword },
      afterError: (err, _currentPassword, setFieldError) => {
        if (isWrongPassword(err)) setFieldError('currentPassword', errorMessage(err));
      },
    },
  );
  return (
    <Formik
      initialValues={{ currentPassword: '' }}
      validationSchema={schema}
      validateOnMount
      onSubmit={async ({ currentPassword }, { setFieldError }) => {
        const token = await verify(currentPassword, setFieldError);
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
