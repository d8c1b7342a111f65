import type { RouteObject } from 'react-router';
import { RequireMixedMode } from '../../shared/guards';
import { PATHS } from '../../shared/paths';
import type { RouteHandle } from '../../shared/route-handle';
import { RequirePublisher } from './components/require-publisher';
import { applicationsPageCalls } from './api/list-requests';

const listPage = async () => ({
  Component: (await import(/* webpackChunkName: "applications" */ './pages/applications-page')).ApplicationsPage,
});
const launchPage = async () => ({
  Component: (await import(/* webpackChunkName: "launch" */ './pages/launch-page')).LaunchPage,
});
const dialogs = () => import(/* webpackChunkName: "applications-dialogs" */ './components/dialogs');

/**
 * The applications list and its sub-paths. publish, update/:name/:version and edit/:name/:version
 * render the list with the matching dialog open (a reload keeps it open); launch/... is the
 * launching screen; stats/... is mixed-mode only.
 */
export const applicationsRoutes: RouteObject[] = [
  {
    path: PATHS.APPLICATIONS,
    lazy: listPage,
    handle: { firstCalls: applicationsPageCalls } satisfies RouteHandle,
    children: [
      {
        element: <RequirePublisher />,
        children: [
          { path: 'publish', lazy: async () => ({ Component: (await dialogs()).PublishDialog }) },
          { path: 'update/:name/:version', lazy: async () => ({ Component: (await dialogs()).UpdateDialog }) },
          { path: 'edit/:name/:version', lazy: async () => ({ Component: (await dialogs()).EditDialog }) },
        ],
      },
    ],
  },
  { path: PATHS.LAUNCH_LATEST, lazy: launchPage },
  { path: PATHS.LAUNCH_APPLICATION, lazy: launchPage },
  {
    element: <RequireMixedMode />,
    children: [
      {
        path: PATHS.APPLICATION_STATS,
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "stats" */ './pages/stats-page')).StatsPage,
        }),
      },
    ],
  },
];
