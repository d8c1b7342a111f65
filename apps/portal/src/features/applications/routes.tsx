import type { RouteObject } from 'react-router';
import { RequireMixedMode } from '../../shared/guards';
import { PATHS } from '../../shared/paths';

const listPage = async () => ({ Component: (await import(/* webpackChunkName: "applications" */ './pages/applications-page')).ApplicationsPage });

/**
 * The applications list and its sub-paths. publish, update/:name/:version and edit/:name/:version
 * render the list with the matching dialog open; launch/... is the launching screen; stats/... is
 * mixed-mode only.
 */
export const applicationsRoutes: RouteObject[] = [
  {
    path: PATHS.APPLICATIONS,
    lazy: listPage,
    children: [
      { path: 'publish', element: null },
      { path: 'update/:name/:version', element: null },
      { path: 'edit/:name/:version', element: null },
    ],
  },
  {
    path: PATHS.LAUNCH_LATEST,
    lazy: async () => ({ Component: (await import(/* webpackChunkName: "launch" */ './pages/launch-page')).LaunchPage }),
  },
  {
    path: PATHS.LAUNCH_APPLICATION,
    lazy: async () => ({ Component: (await import(/* webpackChunkName: "launch" */ './pages/launch-page')).LaunchPage }),
  },
  {
    element: <RequireMixedMode />,
    children: [
      {
        path: PATHS.APPLICATION_STATS,
        lazy: async () => ({ Component: (await import(/* webpackChunkName: "stats" */ './pages/stats-page')).StatsPage }),
      },
    ],
  },
];
