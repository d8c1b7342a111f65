import type { RouteObject } from 'react-router';
import { RequireRole } from '../../shared/guards';
import { PATHS } from '../../shared/paths';

/** Users: admins and group admins; everyone else goes to the applications list. */
export const usersRoutes: RouteObject[] = [
  {
    element: <RequireRole audience="userAdmin" />,
    children: [
      {
        path: PATHS.USERS,
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "users" */ './pages/users-page')).UsersPage,
        }),
      },
    ],
  },
];
