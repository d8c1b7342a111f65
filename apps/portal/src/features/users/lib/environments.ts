import { isRootEnvironment } from '@pro-portal/rules';
import { uiTexts } from '../../../shared/texts/ui-texts';
import type { Environment } from '../api/environments';

/** An environment's badges: Default, and Native (no SAML URL) or Linked (SAML URL). */
export function environmentBadges(env: Pick<Environment, 'isDefault' | 'samlMetadataUrl'>): string[] {
  const kind = env.samlMetadataUrl ? uiTexts.environmentBadges.linked : uiTexts.environmentBadges.native;
  return env.isDefault ? [uiTexts.environmentBadges.default, kind] : [kind];
}

/** The environment to show when none (or a deleted one) is selected: the default, else the root, else the first. */
export function fallbackEnvironment(environments: readonly Environment[]): string | null {
  const env =
    environments.find((e) => e.isDefault) ?? environments.find((e) => isRootEnvironment(e.name)) ?? environments[0];
  return env?.name ?? null;
}
