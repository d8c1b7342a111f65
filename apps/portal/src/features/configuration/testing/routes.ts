import type { CustomizationConfig, JsonOf } from '@pro-portal/sdk';
import { mockOperation } from '@pro-portal/sdk/testing';
import type { HttpHandler } from 'msw';

export const API = '/pro-api/v2';

export const admin = { name: 'admin', environmentName: 'ROOT', isAdmin: true };

/** Answers of the configuration page (after the test's own `extra`): an empty customization, 30 days retention, MFA optional, no tunnels. */
export function configurationRoutes(extra: HttpHandler[] = []): HttpHandler[] {
  return [
    ...extra,
    mockOperation('main', 'getCustomization', {
      status: 200,
      body: {
        contactTitle: '',
        contactDetails: '',
        rightLogoId: null,
        loginImageId: null,
        profile: { profileName: 'default' },
      } satisfies JsonOf<CustomizationConfig>,
    }),
    mockOperation('main', 'getRetentionSettings', { status: 200, body: { jobRetentionTime: 30 } }),
    mockOperation('main', 'getMfaSettings', { status: 200, body: { mfaPolicy: 'optional' } }),
    mockOperation('main', 'listTunnels', { status: 200, body: { tunnels: [] } }),
  ];
}

export { replaceText } from '../../../testing/replace-text';
