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
import { RouteError } from '../errors/route-error';
import { RequireAuth } from './guards';
import { UnauthorizedListener } from './unauthorized-listener';
import { recoverableRoutes } from './recoverable-routes';

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

/** Nothing shows while the first page's code loads (the boot screen is blank as well). */
function BlankFallback() {
  return null;
}

function RootShell() {
  return (
    <>
      <UnauthorizedListener />
      <Outlet />
    </>
  );
}

/** Every route of the portal (the README's route table), with literal paths; a page whose code cannot be fetched offers Retry. */
export const appRoutes: RouteObject[] = recoverableRoutes([
  {
    element: <RootShell />,
    errorElement: <RouteError />,
    HydrateFallback: BlankFallback,
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
                errorElement: <RouteError />,
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
