import { toIsoDate } from '@pro-portal/rules';
import type { ProClient } from '@pro-portal/sdk';
import type { Toast } from '../../../shared/toast';
import { ToastLink } from '../../../shared/components/toast-link';
import { apiKeyTexts } from '../../../shared/texts/api-key-texts';
import { fetchApiKeys } from '../api/api-keys';
import { daysLeft, expiringKeys, EXPIRY_WARNING_DAYS } from '../lib/expiry';
import { newApiKeyPath } from '../lib/new-key-link';

export interface ExpiryNoticeDeps {
  client: ProClient;
  toast: Toast;
  /** Goes to a portal path (relative to the base path) without reloading. */
  navigate: (path: string) => void;
  /** The address of a portal path, for the link's href (opening it in a new tab works too). */
  hrefOf: (path: string) => string;
}

/**
 * Reads the user's API keys and, when any expires within the warning window (or has expired), shows
 * one warning toast naming them, soonest first, with a link to the settings page's Create API key,
 * its scopes those of the soonest key.
 */
export async function tellExpiringApiKeys({ client, toast, navigate, hrefOf }: ExpiryNoticeDeps): Promise<void> {
  const today = toIsoDate(new Date());
  const soon = expiringKeys(await fetchApiKeys(client), today);
  if (soon.length === 0) return;
  const target = newApiKeyPath(soon[0].keyName);
  const message = apiKeyTexts.expiringNotice(
    soon.map((key) => ({ name: key.keyName, daysLeft: daysLeft(key, today) })),
    EXPIRY_WARNING_DAYS,
  );
  toast.warning(message, {
    action: (
      <ToastLink href={hrefOf(target)} onFollow={() => navigate(target)}>
        {apiKeyTexts.createNewKey}
      </ToastLink>
    ),
  });
}
