import { canAdminister } from '@pro-portal/rules';
import { PATHS } from '../../shared/paths';
import { topNavItems, type NavAudience, type NavItem } from './nav-items';

// Apart from the navigation: only the command box, loaded on demand, lists every page.
/**
 * Every page the signed-in person may open, by role and mode: the top navigation's, the tabs of the
 * Jobs and Configuration pages, the user menu's pages and About (mixed mode). None signed out.
 */
export function portalPages(audience: NavAudience): NavItem[] {
  if (!audience.isAuthenticated) return [];
  // Sessions and Configuration are offered as their tabs.
  const [apps, , ...rest] = topNavItems(audience).filter((item) => item.to !== PATHS.CONFIGURATION);
  return [
    apps,
    { label: 'Sessions: WebUI', to: PATHS.WEBUI },
    { label: 'Sessions: Solver', to: PATHS.SOLVER },
    { label: 'Sessions: Tasks', to: PATHS.TASK },
    ...rest,
    { label: 'User settings', to: PATHS.USER_SETTINGS },
    ...(canAdminister(audience)
      ? [
          { label: 'Configuration: Account settings', to: PATHS.ACCOUNT_SETTINGS },
          { label: 'Configuration: Tunnels', to: PATHS.TUNNELS },
        ]
      : []),
    ...(audience.isMixedMode === 'yes' ? [{ label: 'About', to: PATHS.ABOUT }] : []),
  ];
}
