import type { FakeRoutes } from '../../../test/fake-api';

export const API = '/pro-api/v2';

export const admin = { name: 'admin', environmentName: 'ROOT', isAdmin: true };

/** Answers of the configuration page: an empty customization, 30 days retention, no tunnels. */
export function configurationRoutes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    [`GET ${API}/customization`]: {
      body: {
        contactTitle: '',
        contactDetails: '',
        rightLogoId: null,
        loginImageId: null,
        profile: { profileName: 'default' },
      },
    },
    [`GET ${API}/customization/retention-settings`]: { body: { jobRetentionTime: 30 } },
    [`GET ${API}/customization/tunnels`]: { body: { tunnels: [] } },
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
