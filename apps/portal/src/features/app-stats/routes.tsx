import type { RouteObject } from 'react-router';
import { PATHS } from '../../shared/paths';

/**
 * App Stats, for everyone signed in (the server shows non-admins their own sessions). The pages and
 * the chart library load only when one is opened, in the "app-stats" chunk.
 */
export const appStatsRoutes: RouteObject[] = [
  {
    path: PATHS.STATS,
    lazy: async () => ({
      Component: (await import(/* webpackChunkName: "app-stats" */ './pages/pick-app-page')).PickAppPage,
    }),
  },
  {
    path: PATHS.APP_STATS,
    lazy: async () => ({
      Component: (await import(/* webpackChunkName: "app-stats" */ './pages/app-stats-page')).AppStatsPage,
    }),
  },
];
