import { PASSWORD_REGEX, validationMessages } from '@pro-portal/rules';
import type { CurrentUser, JsonOf } from '@pro-portal/sdk';
import { configure } from '@testing-library/react';
import type { MockAnswers } from '../../../testing/mock-api';

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
} satisfies JsonOf<CurrentUser>;

/** Answers of the user settings page for a native user without MFA and without keys. */
export function settingsRoutes(extra: MockAnswers = {}): MockAnswers {
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

export { replaceText } from '../../../testing/replace-text';

/** The settings tests render the whole portal on a shared machine: give tests and queries more time. */
export function allowSlowRenders() {
  jest.setTimeout(30_000);
  configure({ asyncUtilTimeout: 5_000 });
}
