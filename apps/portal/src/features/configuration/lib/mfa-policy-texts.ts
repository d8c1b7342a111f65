/** Worded after the platform's Account Settings page (the spec has no MFA policy). */
export const MFA_POLICY_TEXTS = {
  label: 'MFA for the users of this account',
  // By the policy's value (MfaPolicy), so that a browser test can read these without the SDK.
  optional: 'Optional for everyone',
  required: 'Required for everyone',
  optionalHint: 'Users decide individually whether to enable MFA.',
  requiredHint: 'Users who have not set up MFA must do so at their next sign-in, and nobody can disable it.',
  save: 'Save MFA policy',
  saved: 'The MFA policy was saved.',
  failed: 'An error occurred while updating the MFA policy',
} as const;
