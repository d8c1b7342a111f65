import { useCallback } from 'react';
import type { ProClient } from '@pro-portal/sdk';
import { useSdk } from '../../shared/sdk-provider';
import type { SignedInUser } from '../../shared/portal-context';
import { queryKeys } from '../../shared/api/query-keys';
import { useSdkSWR } from '../../shared/api/use-sdk-swr';
import { fetchEnvironments } from '../../shared/api/common-lists';

/** Asks the server who is signed in; rejects when nobody is. */
export async function fetchSignedInUser(client: ProClient): Promise<SignedInUser> {
  const user = await client.main.users.getCurrentUser();
  return {
    name: user.name,
    environmentName: user.environment_name,
    isAdmin: Boolean(user.isAdmin),
    isAppPublisher: Boolean(user.isAppPublisher),
    isGroupAdmin: Boolean(user.isGroupAdmin),
    samlMetadataUrl: user.samlMetadataUrl ?? undefined,
    account: user,
  };
}

/** The environments offered on the login page (open to signed-out callers). */
export const useEnvironments = () => useSdkSWR(queryKeys.loginEnvironments, fetchEnvironments);

/**
 * What a password sign-in needs next: nothing, the code of the enrolled authenticator, or (when the
 * account requires MFA and the person has none) enrolling the authenticator of qrCodeUri.
 */
export type LoginOutcome =
  { mfaRequired: false } | { mfaRequired: true; verificationToken: string; enrolQrCodeUri?: string };

/** The password sign-in and its MFA step (a code, or enrolling an authenticator). */
export function useSignIn() {
  const client = useSdk();
  const login = useCallback(
    async (environment: string, username: string, password: string): Promise<LoginOutcome> => {
      const answer = await client.auth.auth.login({ loginRequest: { environment, username, password } });
      if (!answer.mfa_required || !answer.verification_token) return { mfaRequired: false };
      return answer.mfa_enrolment_required && answer.qr_code_uri
        ? { mfaRequired: true, verificationToken: answer.verification_token, enrolQrCodeUri: answer.qr_code_uri }
        : { mfaRequired: true, verificationToken: answer.verification_token };
    },
    [client],
  );
  const verifyMfa = useCallback(
    (verificationToken: string, mfaCode: number) =>
      client.auth.auth.verifyLoginMfa({ totpMfaRequest: { verification_token: verificationToken, mfa_code: mfaCode } }),
    [client],
  );
  const enrolMfa = useCallback(
    (verificationToken: string, mfaCode: number) =>
      client.auth.auth.enrolLoginMfa({ totpMfaRequest: { verification_token: verificationToken, mfa_code: mfaCode } }),
    [client],
  );
  return { login, verifyMfa, enrolMfa };
}

/** Ends the session on the server. */
export function useSignOutCall() {
  const client = useSdk();
  return useCallback(() => client.auth.auth.logout(), [client]);
}

/** Asks the current user again (login-redirect). */
export function useFetchSignedInUser() {
  const client = useSdk();
  return useCallback(() => fetchSignedInUser(client), [client]);
}
