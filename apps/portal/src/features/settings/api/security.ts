import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { useSdk } from '../../../shared/sdk-provider';
import { apiCall, sendApiCall } from '../../../shared/api/api-call';
import { queryKeys } from '../../../shared/api/query-keys';
import { useSdkSWR } from '../../../shared/api/use-sdk-swr';

/** The server's password rules (rulesRegex, rulesText). */
export const usePasswordRules = () =>
  useSdkSWR(queryKeys.passwordRules, (client, signal) => client.main.portal.getPasswordRules({ signal }));

/** Whether MFA is on for the signed-in user (isEnabled) and whether the account's policy requires it (isRequired). */
export const useMfaStatus = () =>
  useSdkSWR(queryKeys.mfaStatus, (client, signal) => client.main.portal.getMfaStatus({ signal }));

/** The password and MFA calls of the current user (shown by "Show API call" and sent). */
export const securityCalls = {
  changePassword: (currentPassword: string, newPassword: string) =>
    apiCall('main', 'portal', 'changePassword', { changePasswordRequest: { currentPassword, newPassword } }),
  verifyPassword: (currentPassword: string) =>
    apiCall('main', 'portal', 'verifyPassword', { verifyPasswordRequest: { currentPassword } }),
  getQrCode: (token: string) => apiCall('main', 'portal', 'getMfaQrCode', { token }),
  enableMfa: (verificationToken: string, code: number) =>
    apiCall('main', 'portal', 'enableMfa', { enableMfaRequest: { verificationToken, mfaVerificationCode: code } }),
  disableMfa: (verificationToken: string) =>
    apiCall('main', 'portal', 'disableMfa', { disableMfaRequest: { verificationToken } }),
};

/** The password and MFA calls of the current user; MFA changes revalidate the MFA status. */
export function useSecurityActions() {
  const client = useSdk();
  const { mutate } = useSWRConfig();
  const changePassword = useCallback(
    (currentPassword: string, newPassword: string) =>
      sendApiCall(client, securityCalls.changePassword(currentPassword, newPassword)),
    [client],
  );
  const verifyPassword = useCallback(
    async (currentPassword: string) =>
      (await sendApiCall(client, securityCalls.verifyPassword(currentPassword))).verificationToken,
    [client],
  );
  const getQrCode = useCallback((token: string) => sendApiCall(client, securityCalls.getQrCode(token)), [client]);
  const enableMfa = useCallback(
    async (verificationToken: string, code: number) => {
      await sendApiCall(client, securityCalls.enableMfa(verificationToken, code));
      await mutate(queryKeys.mfaStatus);
    },
    [client, mutate],
  );
  const disableMfa = useCallback(
    async (verificationToken: string) => {
      await sendApiCall(client, securityCalls.disableMfa(verificationToken));
      await mutate(queryKeys.mfaStatus);
    },
    [client, mutate],
  );
  return useMemo(
    () => ({ changePassword, verifyPassword, getQrCode, enableMfa, disableMfa }),
    [changePassword, verifyPassword, getQrCode, enableMfa, disableMfa],
  );
}
