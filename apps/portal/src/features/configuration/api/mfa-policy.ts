import { MfaPolicy } from '@pro-portal/sdk';
import { apiCall } from '../../../shared/api/api-call';
import { useSdkSWR } from '../../../shared/api/use-sdk-swr';
import { useSendAndCache } from '../../../shared/api/use-send-and-cache';
import { queryKeys } from '../../../shared/api/query-keys';

export { MfaPolicy };

/** The account's MFA policy: optional or required for everyone. */
export const useMfaPolicy = () =>
  useSdkSWR(
    queryKeys.mfaPolicy,
    async (client, signal) => (await client.main.customization.getMfaSettings({ signal })).mfaPolicy,
  );

/** The call that sets the account's MFA policy (shown by "Show API call" and sent). */
export const updateMfaPolicyCall = (mfaPolicy: MfaPolicy) =>
  apiCall('main', 'customization', 'updateMfaSettings', { mfaSettings: { mfaPolicy } });

const savedPolicy = (saved: { mfaPolicy: MfaPolicy }) => saved.mfaPolicy;

/** Sets the account's MFA policy; the cached policy becomes the saved one. */
export const useUpdateMfaPolicy = () => useSendAndCache(updateMfaPolicyCall, queryKeys.mfaPolicy, savedPolicy);
