import { lazy } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { PATHS } from '../../shared/paths';
import { RequireMixedMode } from '../../shared/guards';
import { loginRoutes } from '../../features/auth';
import { applicationsRoutes } from '../../features/applications';
import { jobsRoutes } from '../../features/jobs';
import { usersRoutes, type UsersSlots } from '../../features/users';
import { settingsRoutes } from '../../features/settings';
import { configurationRoutes } from '../../features/configuration';
import { secretsRoutes } from '../../features/secrets';
import { sessionsOverviewRoutes } from '../../features/sessions-overview';
import { appStatsRoutes } from '../../features/app-stats';
import { infoRoutes } from '../../features/info';
import { NotFoundPage } from '../errors/not-found-page';
import { RouteErrorBoundary } from '../errors/route-error';
import { RequireAuth } from './guards';
import { UnauthorizedListener } from './unauthorized-listener';
import { routeElements } from './route-elements';

// Each layout comes with the first page that shows it: the sign-in page loads without the header and
// its menus, a signed-in page without the sign-in frame. The sign-in frame shows only the login page,
// so both are one chunk (one request, and the MUI parts they share once).
const loginLayout = async () => ({
  Component: (await import(/* webpackChunkName: "login" */ '../layouts/login-layout')).LoginLayout,
});
// Features are composed here: the sign-in landing (auth) tells of expiring API keys (settings).
const signInLanding = async () => ({
  Component: (await import(/* webpackChunkName: "login-redirect" */ './sign-in-landing')).SignInLanding,
});
// … and the Users page explains a user's app access with the applications feature's explainer, loaded when asked.
const usersSlots: UsersSlots = {
  ExplainAccess: lazy(async () => ({
    default: (await import(/* webpackChunkName: "explain-user-access" */ './explain-user-access')).ExplainUserAccess,
  })),
};
const mainLayout = async () => ({
  Component: (await import(/* webpackChunkName: "main-layout" */ '../layouts/main-layout')).MainLayout,
});

function RootShell() {
  return (
    <RouteErrorBoundary>
      <UnauthorizedListener />
      <Outlet />
    </RouteErrorBoundary>
  );
}

/**
 * Every route of the portal (the README's route table), with literal paths. A route's `lazy` loads its
 * code (see routeElements); what a page throws shows in its place below the header and menus.
 */
export const appRoutes: RouteObject[] = routeElements([
  {
    element: <RootShell />,
    children: [
      { lazy: loginLayout, children: loginRoutes },
      { path: PATHS.LOGIN_REDIRECT, lazy: signInLanding },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: mainLayout,
            children: [
              {
                element: (
                  <RouteErrorBoundary>
                    <Outlet />
                  </RouteErrorBoundary>
                ),
                children: [
                  { path: PATHS.ROOT, element: <Navigate to={PATHS.APPLICATIONS} replace /> },
                  ...applicationsRoutes,
                  ...sessionsOverviewRoutes,
                  ...appStatsRoutes,
                  ...jobsRoutes,
                  ...usersRoutes(usersSlots),
                  ...settingsRoutes,
                  ...configurationRoutes,
                  ...secretsRoutes,
                  ...infoRoutes,
                  { element: <RequireMixedMode />, children: [{ path: '*', element: <NotFoundPage /> }] },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
]);
