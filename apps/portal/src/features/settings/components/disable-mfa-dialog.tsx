import { Dialog, DialogTitle } from '@mui/material';
import { successMessages } from '@pro-portal/rules';
import { useToast } from '../../../shared/toast';
import { useSecurityActions } from '../api/security';
import { VerifyPasswordForm } from './verify-password-form';

/** Disable MFA: the current password, then off. */
export function DisableMfaDialog({ onClose }: { onClose: () => void }) {
  const { disableMfa } = useSecurityActions();
  const toast = useToast();
  const disable = async (token: string) => {
    try {
      await disableMfa(token);
      toast.success(successMessages.mfaDisabled);
      onClose();
    } catch (err) {
      toast.error(err);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="disable-mfa-title" fullWidth maxWidth="xs">
      <DialogTitle id="disable-mfa-title">Disable multi-factor authentication</DialogTitle>
      <VerifyPasswordForm
        explanation="Enter your current password to turn multi-factor authentication off."
        submitLabel="Disable MFA"
        onVerified={disable}
        onCancel={onClose}
      />
    </Dialog>
  );
}
