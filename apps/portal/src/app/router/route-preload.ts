import { matchRoutes, type RouteObject } from 'react-router';
import type { ProClient } from '@pro-portal/sdk';
import { startEarly } from '../../shared/api/early-calls';
import type { RouteHandle } from '../../shared/route-handle';

/**
 * Starts what the routes that will show `pathname` need, before the router asks for it: their code,
 * and their first calls (see RouteHandle), whose answers reach SWR once `handOver` settles true.
 * Settles once all of the code is here (or could not be fetched).
 */
export async function preloadPage(
  routes: RouteObject[],
  pathname: string,
  basename: string,
  client: ProClient,
  handOver: Promise<boolean>,
): Promise<void> {
  // Matching flattens the whole route table: once per page load here, not once per use.
  const matched = (matchRoutes(routes, pathname, basename) ?? []).map(({ route }) => route);
  startEarly(
    matched.flatMap((route) => (route.handle as RouteHandle | undefined)?.firstCalls?.(client) ?? []),
    handOver,
  );
  await Promise.all(
    matched.flatMap((route) =>
      typeof route.lazy === 'function' ? [Promise.resolve(route.lazy()).catch(() => undefined)] : [],
    ),
  );
}
