import type { RouteObject } from 'react-router';
import { RequireRole } from '../../shared/guards';
import { PATHS } from '../../shared/paths';

/** Secrets: administrators only (the root directory is theirs); everyone else goes to the applications list. */
export const secretsRoutes: RouteObject[] = [
  {
    element: <RequireRole audience="admin" />,
    children: [
      {
        path: PATHS.SECRETS,
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "secrets" */ './pages/secrets-page')).SecretsPage,
        }),
      },
    ],
  },
];
