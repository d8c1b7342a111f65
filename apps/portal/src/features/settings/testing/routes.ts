import { PASSWORD_REGEX, validationMessages } from '@pro-portal/rules';
import type { CurrentUser, JsonOf } from '@pro-portal/sdk';
import { configure } from '@testing-library/react';
import { mockOperation } from '@pro-portal/sdk/testing';
import type { HttpHandler } from 'msw';

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

/** Answers of the user settings page (after the test's own `extra`) for a native user without MFA and without keys. */
export function settingsRoutes(extra: HttpHandler[] = []): HttpHandler[] {
  return [
    ...extra,
    mockOperation('main', 'getCurrentUser', { status: 200, body: nativeUser }),
    mockOperation('main', 'getMfaStatus', { status: 200, body: { isEnabled: false, isRequired: false } }),
    mockOperation('main', 'getPasswordRules', {
      status: 200,
      body: { rulesRegex: PASSWORD_REGEX.source, rulesText: validationMessages.user.passwordTooWeak },
    }),
    mockOperation('main', 'listApiKeys', { status: 200, body: { keys: [] } }),
    mockOperation('main', 'listApiKeyScopes', {
      status: 200,
      body: { scopes: [{ scope: 'apps:read' }, { scope: 'tasks:write' }] },
    }),
  ];
}

export { replaceText } from '../../../testing/replace-text';

/** The settings tests render the whole portal on a shared machine: give tests and queries more time. */
export function allowSlowRenders() {
  jest.setTimeout(30_000);
  configure({ asyncUtilTimeout: 5_000 });
}
