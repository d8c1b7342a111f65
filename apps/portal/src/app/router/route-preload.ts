import { matchRoutes, type RouteObject } from 'react-router';
import type { ProClient } from '@pro-portal/sdk';
import type { RouteHandle } from '../../shared/route-handle';

/** Starts loading the code of the routes that will show `pathname`, before the router asks for it. */
export function preloadRouteCode(routes: RouteObject[], pathname: string, basename: string): void {
  for (const { route } of matchRoutes(routes, pathname, basename) ?? []) {
    if (typeof route.lazy === 'function') void Promise.resolve(route.lazy()).catch(() => undefined);
  }
}

/** Starts the first calls of the routes that will show `pathname` (see RouteHandle). */
export function preloadRouteData(routes: RouteObject[], pathname: string, basename: string, client: ProClient): void {
  for (const { route } of matchRoutes(routes, pathname, basename) ?? []) {
    (route.handle as RouteHandle | undefined)?.preload?.(client);
  }
}
