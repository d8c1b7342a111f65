import { matchRoutes, type RouteObject } from 'react-router';
import type { ProClient } from '@pro-portal/sdk';
import type { RouteHandle } from '../../shared/route-handle';

/**
 * Starts loading the code of the routes that will show `pathname`, before the router asks for it;
 * settles once all of it is here (or could not be fetched).
 */
export async function preloadRouteCode(routes: RouteObject[], pathname: string, basename: string): Promise<void> {
  const loads = (matchRoutes(routes, pathname, basename) ?? []).flatMap(({ route }) =>
    typeof route.lazy === 'function' ? [Promise.resolve(route.lazy()).catch(() => undefined)] : [],
  );
  await Promise.all(loads);
}

/** Starts the first calls of the routes that will show `pathname` (see RouteHandle). */
export function preloadRouteData(routes: RouteObject[], pathname: string, basename: string, client: ProClient): void {
  for (const { route } of matchRoutes(routes, pathname, basename) ?? []) {
    (route.handle as RouteHandle | undefined)?.preload?.(client);
  }
}
