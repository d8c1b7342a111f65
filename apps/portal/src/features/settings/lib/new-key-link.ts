import { PATHS } from '../../../shared/paths';

/** The settings page's query parameter that opens Create API key; its value names a key being replaced. */
export const NEW_API_KEY_PARAM = 'newApiKey';

/** The settings page with Create API key open, its scopes those of `replacing` when given. */
export const newApiKeyPath = (replacing = ''): string =>
  `${PATHS.USER_SETTINGS}?${new URLSearchParams({ [NEW_API_KEY_PARAM]: replacing }).toString()}`;
