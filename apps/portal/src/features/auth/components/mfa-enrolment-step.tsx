import { Typography } from '@mui/material';
import { QrCodeImage } from '../../../shared/components/qr-code-image';
import { MfaStep } from './mfa-step';

/** Worded after the platform's MFA policy ("required to set up MFA upon their next login"); the spec has none. */
export const MFA_ENROLMENT_TEXTS = {
  required: 'Your administrator requires multi-factor authentication (MFA) for everyone.',
  instructions: 'Scan this QR code with your authenticator app, then enter the code it shows to finish signing in.',
} as const;

interface MfaEnrolmentStepProps {
  qrCodeUri: string;
  failures: string[];
  onVerify: (code: number) => Promise<void>;
  onCancel: () => void;
}

/**
 * The sign-in step of a person without MFA while the account requires it: the QR code of a new
 * authenticator, then its code. Loaded only when needed, so the login page does not carry the QR encoder.
 */
export function MfaEnrolmentStep({ qrCodeUri, ...step }: MfaEnrolmentStepProps) {
  return (
    <MfaStep
      {...step}
      intro={
        <>
          <Typography>{MFA_ENROLMENT_TEXTS.required}</Typography>
          <Typography>{MFA_ENROLMENT_TEXTS.instructions}</Typography>
          <QrCodeImage uri={qrCodeUri} />
        </>
      }
    />
  );
}
