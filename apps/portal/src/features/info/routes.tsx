import type { RouteObject } from 'react-router';
import { RequireMixedMode } from '../../shared/guards';
import { PATHS } from '../../shared/paths';

/** Help and About exist only in mixed mode; otherwise they lead to the applications list. */
export const infoRoutes: RouteObject[] = [
  {
    element: <RequireMixedMode />,
    children: [
      {
        path: PATHS.HELP,
        lazy: async () => ({ Component: (await import(/* webpackChunkName: "help" */ './pages/help-page')).HelpPage }),
      },
      {
        path: PATHS.ABOUT,
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "about" */ './pages/about-page')).AboutPage,
        }),
      },
    ],
  },
];
