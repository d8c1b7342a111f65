import type { RouteObject } from 'react-router';
import { PATHS } from '../../shared/paths';

/** The sessions of every kind in one table: its code loads only when the page is opened. */
export const sessionsOverviewRoutes: RouteObject[] = [
  {
    path: PATHS.ALL_SESSIONS,
    lazy: async () => ({
      Component: (await import(/* webpackChunkName: "sessions-overview" */ './pages/sessions-overview-page'))
        .SessionsOverviewPage,
    }),
  },
];
