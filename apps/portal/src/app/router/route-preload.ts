import { matchRoutes, type RouteObject } from 'react-router';
import type { ProClient } from '@pro-portal/sdk';
import type { EarlyCall } from '../../shared/api/early-calls';
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

/** The first calls of the routes that will show `pathname` (see RouteHandle), not started yet. */
export function routeFirstCalls(
  routes: RouteObject[],
  pathname: string,
  basename: string,
  client: ProClient,
): EarlyCall[] {
  return (matchRoutes(routes, pathname, basename) ?? []).flatMap(
    ({ route }) => (route.handle as RouteHandle | undefined)?.firstCalls?.(client) ?? [],
  );
}
