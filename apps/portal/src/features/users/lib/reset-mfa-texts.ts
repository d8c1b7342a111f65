/** Worded here: the platform offers an admin's MFA reset, the spec has none. */
export const RESET_MFA_TEXTS = {
  title: 'Reset MFA',
  question: (name: string) =>
    `Reset the MFA of user ${name}? Their authenticator app no longer works for signing in; they sign in with their password alone, or set up MFA again at their next sign-in when it is required.`,
  confirm: 'Reset MFA',
  done: (name: string) => `The MFA of user ${name} was reset.`,
  failed: (name: string) => `Could not reset the MFA of user ${name}.`,
} as const;
