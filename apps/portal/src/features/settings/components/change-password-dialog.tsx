import { useMemo } from 'react';
import { Formik, Form } from 'formik';
import { Dialog, DialogContent, DialogTitle, Stack } from '@mui/material';
import { createChangePasswordSchema, type ChangePasswordFormValues, type PasswordRules } from '@pro-portal/rules';
import { errorMessages } from '../../../shared/texts/error-messages';
import { successMessages } from '../../../shared/texts/success-messages';
import { useToast } from '../../../shared/toast';
import { securityCalls, useSecurityActions } from '../api/security';
import { ShowApiCallButton } from '../../../shared/components/show-api-call';
import { PasswordField } from './password-field';
import { useMutation } from '../../../shared/api/use-mutation';
import { SaveActions } from '../../../shared/components/save-actions';

const initialValues: ChangePasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current password, new password (checked against the server's rules) and its confirmation. */
export function ChangePasswordDialog({ rules, onClose }: { rules: PasswordRules; onClose: () => void }) {
  const toast = useToast();
  const change = useMutation(useSecurityActions().changePassword, {
    onSuccess: () => {
      toast.success(successMessages.passwordChanged);
      onClose();
    },
    errorToast: { prefix: errorMessages.changePassword },
  });
  const schema = useMemo(() => createChangePasswordSchema(rules), [rules]);
  return (
    <Dialog open onClose={onClose} aria-labelledby="change-password-title" fullWidth maxWidth="xs">
      <Formik
        initialValues={initialValues}
        validationSchema={schema}
        validateOnMount
        onSubmit={(values) => change(values.currentPassword, values.newPassword)}
      >
        {({ values, isValid, isSubmitting }) => (
          <Form noValidate>
            <DialogTitle id="change-password-title">Change password</DialogTitle>
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                {(['currentPassword', 'newPassword', 'confirmPassword'] as const).map((name) => (
                  <PasswordField
                    key={name}
                    name={name}
                    label={LABELS[name]}
                    autoComplete={name === 'currentPassword' ? 'current-password' : 'new-password'}
                  />
                ))}
              </Stack>
            </DialogContent>
            <SaveActions onCancel={onClose} disabled={!isValid || isSubmitting} submitLabel="Change password">
              <ShowApiCallButton
                call={() => securityCalls.changePassword(values.currentPassword, values.newPassword)}
              />
            </SaveActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}

const LABELS = {
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
} as const;
