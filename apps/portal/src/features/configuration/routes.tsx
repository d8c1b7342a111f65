import { Navigate, type RouteObject } from 'react-router';
import { RequireRole } from '../../shared/guards';
import { PATHS } from '../../shared/paths';

const configurationPage = async () => ({
  Component: (await import(/* webpackChunkName: "configuration" */ './pages/configuration-page')).ConfigurationPage,
});

/** Admin only: /configuration goes to account settings; Account settings and Tunnels are tabs of one page. */
export const configurationRoutes: RouteObject[] = [
  {
    element: <RequireRole audience="admin" />,
    children: [
      { path: PATHS.CONFIGURATION, element: <Navigate to={PATHS.ACCOUNT_SETTINGS} replace /> },
      { path: PATHS.ACCOUNT_SETTINGS, lazy: configurationPage },
      { path: PATHS.TUNNELS, lazy: configurationPage },
    ],
  },
];
