import type { CustomizationConfig, JsonOf } from '@pro-portal/sdk';
import type { MockAnswers } from '../../../testing/mock-api';

export const API = '/pro-api/v2';

export const admin = { name: 'admin', environmentName: 'ROOT', isAdmin: true };

/** Answers of the configuration page: an empty customization, 30 days retention, no tunnels. */
export function configurationRoutes(extra: MockAnswers = {}): MockAnswers {
  return {
    [`GET ${API}/customization`]: {
      body: {
        contactTitle: '',
        contactDetails: '',
        rightLogoId: null,
        loginImageId: null,
        profile: { profileName: 'default' },
      } satisfies JsonOf<CustomizationConfig>,
    },
    [`GET ${API}/customization/retention-settings`]: { body: { jobRetentionTime: 30 } },
    [`GET ${API}/customization/tunnels`]: { body: { tunnels: [] } },
    ...extra,
  };
}

export { replaceText } from '../../../testing/replace-text';
