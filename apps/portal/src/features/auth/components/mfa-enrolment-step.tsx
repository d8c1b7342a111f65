import { Typography } from '@mui/material';
import { QrCodeImage } from '../../../shared/components/qr-code-image';
import { MfaStep } from './mfa-step';
import { MFA_ENROLMENT_TEXTS } from '../lib/mfa-enrolment-texts';

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
