/** Worded after the platform's MFA policy ("required to set up MFA upon their next login"); the spec has none. */
export const MFA_ENROLMENT_TEXTS = {
  required: 'Your administrator requires multi-factor authentication (MFA) for everyone.',
  instructions: 'Scan this QR code with your authenticator app, then enter the code it shows to finish signing in.',
} as const;
