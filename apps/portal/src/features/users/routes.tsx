import type { RouteObject } from 'react-router';
import { RequireRole } from '../../shared/guards';
import { PATHS } from '../../shared/paths';
import type { RouteHandle } from '../../shared/route-handle';
import { usersPageCalls } from './api/page-requests';
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
          handle: { firstCalls: usersPageCalls } satisfies RouteHandle,
          lazy: async () => ({
            Component: (await import(/* webpackChunkName: "users" */ './pages/users-page')).UsersPage,
          }),
        },
      ],
    },
  ];
}
