import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { useProClient } from '../../../shared/pro-client';
import { queryKeys } from '../../../shared/api/query-keys';
import { useClientSWR } from '../../../shared/api/use-client-call';

/** The server's password rules (rulesRegex, rulesText). */
export const usePasswordRules = () =>
  useClientSWR(queryKeys.passwordRules, (client, signal) => client.main.portal.getPasswordRules({ signal }));

/** Whether MFA is on for the signed-in user. */
export const useMfaStatus = () =>
  useClientSWR(
    queryKeys.mfaStatus,
    async (client, signal) => (await client.main.portal.getMfaStatus({ signal })).isEnabled,
  );

/** The password and MFA calls of the current user; MFA changes revalidate the MFA status. */
export function useSecurityActions() {
  const client = useProClient();
  const { mutate } = useSWRConfig();
  const portal = client.main.portal;
  const changePassword = useCallback(
    (currentPassword: string, newPassword: string) =>
      portal.changePassword({ changePasswordRequest: { currentPassword, newPassword } }),
    [portal],
  );
  const verifyPassword = useCallback(
    async (currentPassword: string) =>
      (await portal.verifyPassword({ verifyPasswordRequest: { currentPassword } })).verificationToken,
    [portal],
  );
  const getQrCode = useCallback((token: string) => portal.getMfaQrCode({ token }), [portal]);
  const enableMfa = useCallback(
    async (verificationToken: string, code: number) => {
      await portal.enableMfa({ enableMfaRequest: { verificationToken, mfaVerificationCode: code } });
      await mutate(queryKeys.mfaStatus);
    },
    [portal, mutate],
  );
  const disableMfa = useCallback(
    async (verificationToken: string) => {
      await portal.disableMfa({ disableMfaRequest: { verificationToken } });
      await mutate(queryKeys.mfaStatus);
    },
    [portal, mutate],
  );
  return useMemo(
    () => ({ changePassword, verifyPassword, getQrCode, enableMfa, disableMfa }),
    [changePassword, verifyPassword, getQrCode, enableMfa, disableMfa],
  );
}
