import { Dialog, DialogTitle } from '@mui/material';
import { successMessages } from '../../../shared/texts/success-messages';
import { useToast } from '../../../shared/toast';
import { securityCalls, useSecurityActions } from '../api/security';
import { VerifyPasswordForm } from './verify-password-form';
import { useMutation } from '../../../shared/api/use-mutation';

/** Disable MFA: the current password, then off. */
export function DisableMfaDialog({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const disable = useMutation(useSecurityActions().disableMfa, {
    onSuccess: () => {
      toast.success(successMessages.mfaDisabled);
      onClose();
    },
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="disable-mfa-title" fullWidth maxWidth="xs">
      <DialogTitle id="disable-mfa-title">Disable multi-factor authentication</DialogTitle>
      <VerifyPasswordForm
        explanation="Enter your current password to turn multi-factor authentication off."
        submitLabel="Disable MFA"
        onVerified={disable}
        nextCalls={(token) => [securityCalls.disableMfa(token)]}
        onCancel={onClose}
      />
    </Dialog>
  );
}
