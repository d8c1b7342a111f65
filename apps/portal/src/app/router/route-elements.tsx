import { lazy, useState, type ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { isChunkLoadError } from '../../shared/chunk-load';
import { ServerUnreachable } from '../../shared/components/server-unreachable';

type LazyRoute = () => Promise<{ Component?: ComponentType | null }>;

/**
 * A route whose code could not be fetched: "Cannot reach the server" with Retry in the page's place
 * (the header and menus stay), and the page itself once Retry could fetch it.
 */
function unreachableRoute(load: LazyRoute): ComponentType {
  let Page: ComponentType | null | undefined;
  return function RouteCodeUnreachable() {
    const [, setFetched] = useState(false);
    if (Page) return <Page />;
    return (
      <ServerUnreachable
        onRetry={async () => {
          Page = (await load()).Component;
          setFetched(true);
        }}
      />
    );
  };
}

/**
 * The page a route's `lazy` loads, as a component that suspends until its code is here. React keeps
 * a failed load for good, so code that cannot be fetched answers with a page that offers Retry.
 */
function lazyPage(load: LazyRoute): ComponentType {
  return lazy(async () => {
    try {
      return { default: (await load()).Component ?? Outlet };
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      return { default: unreachableRoute(load) };
    }
  });
}

/**
 * The routes as the router renders them: a route's `lazy` (its code, loaded when it first shows, or
 * earlier by preloadRouteCode) becomes its element.
 */
export function routeElements(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const { lazy: load, children, ...rest } = route;
    let element = route.element;
    if (typeof load === 'function') {
      const Page = lazyPage(load as LazyRoute);
      element = <Page />;
    }
    if (route.index) return { ...rest, element } as RouteObject;
    return { ...rest, element, children: children && routeElements(children) } as RouteObject;
  });
}
