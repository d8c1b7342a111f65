import type { RouteObject } from 'react-router';
import { PATHS } from '../../shared/paths';

/** Login (lazy, inside the login layout) and login-redirect. */
export const loginRoutes: RouteObject[] = [
  {
    path: PATHS.LOGIN,
    lazy: async () => ({ Component: (await import(/* webpackChunkName: "login" */ './login-page')).LoginPage }),
  },
];
