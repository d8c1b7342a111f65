import { useState, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { isChunkLoadError } from '../../shared/chunk-load';
import { ServerUnreachable } from '../../shared/components/server-unreachable';

type LazyRoute = () => Promise<{ Component?: ComponentType | null }>;

/**
 * A route whose code could not be fetched: "Cannot reach the server" with Retry in the page's place
 * (the header and menus stay), and the page itself once Retry could fetch it.
 */
function unreachableRoute(lazy: LazyRoute): ComponentType {
  let Page: ComponentType | null | undefined;
  return function RouteCodeUnreachable() {
    const [, setFetched] = useState(false);
    if (Page) return <Page />;
    return (
      <ServerUnreachable
        onRetry={async () => {
          Page = (await lazy()).Component;
          setFetched(true);
        }}
      />
    );
  };
}

/**
 * The router keeps the first answer of a route's `lazy` for good, a failure included; so a route
 * whose code cannot be fetched answers with a page that offers Retry instead of failing.
 */
function recoverableLazy(lazy: LazyRoute): LazyRoute {
  return async () => {
    try {
      return await lazy();
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      return { Component: unreachableRoute(lazy) };
    }
  };
}

/** The routes with every lazily loaded one made recoverable (see recoverableLazy). */
export function recoverableRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const lazy = typeof route.lazy === 'function' ? recoverableLazy(route.lazy as LazyRoute) : route.lazy;
    if (route.index) return { ...route, lazy } as RouteObject;
    return { ...route, lazy, children: route.children && recoverableRoutes(route.children) } as RouteObject;
  });
}
