import type { RouteObject } from 'react-router';
import { PATHS } from '../../shared/paths';

export const settingsRoutes: RouteObject[] = [
  {
    path: PATHS.USER_SETTINGS,
    lazy: async () => ({
      Component: (await import(/* webpackChunkName: "user-settings" */ './pages/user-settings-page')).UserSettingsPage,
    }),
  },
];
