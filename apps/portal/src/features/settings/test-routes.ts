import { PASSWORD_REGEX, validationMessages } from '@pro-portal/rules';
import type { FakeRoutes } from '../../../test/fake-api';

export const API = '/pro-api/v2';

export const nativeUser = {
  name: 'alice',
  isAdmin: false,
  isAppPublisher: false,
  isGroupAdmin: false,
  environment_name: 'Sales',
  fullName: 'Alice Adams',
  email: 'alice@example.com',
  samlMetadataUrl: '',
};

/** Answers of the user settings page for a native user without MFA and without keys. */
export function settingsRoutes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    [`GET ${API}/users/current`]: { body: nativeUser },
    [`GET ${API}/portal/current-user/is-mfa-enabled`]: { body: { isEnabled: false } },
    [`GET ${API}/portal/pro-user/password-rules`]: {
      body: { rulesRegex: PASSWORD_REGEX.source, rulesText: validationMessages.user.passwordTooWeak },
    },
    [`GET ${API}/api-keys`]: { body: { keys: [] } },
    [`GET ${API}/api-keys-scopes`]: { body: { scopes: [{ scope: 'apps:read' }, { scope: 'tasks:write' }] } },
    ...extra,
  };
}

/** Replaces the text of an input as a user pasting it would. */
export async function replaceText(
  user: {
    clear: (el: Element) => Promise<void>;
    click: (el: Element) => Promise<void>;
    paste: (text: string) => Promise<void>;
  },
  field: Element,
  text: string,
) {
  await user.clear(field);
  await user.click(field);
  if (text) await user.paste(text);
}
