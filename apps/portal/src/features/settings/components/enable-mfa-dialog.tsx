import { useState } from 'react';
import { Dialog, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { errorMessages } from '../../../shared/texts/error-messages';
import { successMessages } from '../../../shared/texts/success-messages';
import type { MfaQrCode } from '@pro-portal/sdk';
import { useToast } from '../../../shared/toast';
import { securityCalls, useSecurityActions } from '../api/security';
import { MfaCodeForm } from './mfa-code-form';
import { QrCodeImage } from '../../../shared/components/qr-code-image';
import { VerifyPasswordForm } from './verify-password-form';
import { useMutation } from '../../../shared/api/use-mutation';

/** The words of each use of the dialog. */
const TEXTS = {
  enable: {
    title: 'Enable multi-factor authentication',
    explanation: 'Enter your current password to set up multi-factor authentication.',
    submitLabel: 'Enable MFA',
    success: successMessages.mfaEnabled,
  },
  reset: {
    title: 'Reset multi-factor authentication',
    explanation:
      'Enter your current password to set up a new authenticator app. The one you use now keeps working until a code of the new one is confirmed.',
    submitLabel: 'Reset MFA',
    success: successMessages.mfaReset,
  },
} as const;

/**
 * Enable MFA, or reset it to a new authenticator app (offered instead of Disable while the administrator
 * requires MFA): the password, then the QR code (and its secret as text), then a code from the app. A
 * reset replaces the authenticator only once a code of the new one is confirmed.
 */
export function EnableMfaDialog({ mode = 'enable', onClose }: { mode?: keyof typeof TEXTS; onClose: () => void }) {
  const texts = TEXTS[mode];
  const { getQrCode, enableMfa } = useSecurityActions();
  const toast = useToast();
  const [qr, setQr] = useState<MfaQrCode | null>(null);

  const showQrCode = useMutation(getQrCode, {
    onSuccess: setQr,
    afterError: onClose,
  });
  const activate = useMutation(enableMfa, {
    onSuccess: () => {
      toast.success(texts.success);
      onClose();
    },
    errorToast: { prefix: errorMessages.activateMfa },
  });
  const enable = async (code: number) => {
    if (qr) await activate(qr.verificationToken, code);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="enable-mfa-title" fullWidth maxWidth="xs">
      <DialogTitle id="enable-mfa-title">{texts.title}</DialogTitle>
      {qr ? (
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Scan this QR code with your authenticator app, then enter the code it shows.
          </DialogContentText>
          <QrCodeImage uri={qr.qrCodeUri} />
          <MfaCodeForm
            onSubmit={enable}
            onCancel={onClose}
            submitLabel={texts.submitLabel}
            call={(code) => securityCalls.enableMfa(qr.verificationToken, code)}
          />
        </DialogContent>
      ) : (
        <VerifyPasswordForm
          explanation={texts.explanation}
          submitLabel="Continue"
          onVerified={showQrCode}
          nextCalls={(token) => [securityCalls.getQrCode(token)]}
          onCancel={onClose}
        />
      )}
    </Dialog>
  );
}
