import { useAddressRequest } from '../../../shared/hooks/use-address-request';
import { NEW_API_KEY_PARAM } from '../lib/new-key-link';

/**
 * When the address asks for a new key (`?newApiKey=<name of the key it replaces>`, the link of the
 * expiry notice and of the command box), calls `open` with that name once `ready`.
 */
export function useNewKeyRequest(ready: boolean, open: (replacing: string) => void): void {
  useAddressRequest(NEW_API_KEY_PARAM, ready, open);
}
