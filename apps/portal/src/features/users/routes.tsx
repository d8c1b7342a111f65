import type { RouteObject } from 'react-router';
import { RequireRole } from '../../shared/guards';
import { PATHS } from '../../shared/paths';
import { UsersSlotsProvider, type UsersSlots } from './users-slots';

/** Users: admins and group admins; everyone else goes to the applications list. */
export function usersRoutes(slots: UsersSlots): RouteObject[] {
  return [
    {
      element: (
        <UsersSlotsProvider slots={slots}>
          <RequireRole audience="userAdmin" />
        </UsersSlotsProvider>
      ),
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
}
