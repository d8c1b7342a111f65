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
 * A route's page loaded once: `fetch` loads its code (a preload and the first render share it), and
 * `Page` shows it, suspending only when its code is still on its way as it first shows (a page whose
 * code is here renders at once). Code that cannot be fetched answers with a page that offers Retry.
 */
function lazyPage(load: LazyRoute) {
  let Loaded: ComponentType | undefined;
  let loading: Promise<{ Component: ComponentType }> | undefined;
  const fetch = () =>
    (loading ??= load().then(
      (page) => ({ Component: (Loaded = page.Component ?? Outlet) }),
      (error: unknown) => {
        if (!isChunkLoadError(error)) throw error;
        return { Component: (Loaded = unreachableRoute(load)) };
      },
    ));
  const Suspending = lazy(async () => ({ default: (await fetch()).Component }));
  function Page() {
    // Chosen once per mount: switching from the suspending one to the loaded one would remount the page.
    const [Shown] = useState<ComponentType>(() => Loaded ?? Suspending);
    return <Shown />;
  }
  return { fetch, Page };
}

/**
 * The routes as the router renders them: a route's `lazy` (its code, loaded when it first shows, or
 * earlier by preloadPage) becomes its element, and its `lazy` loads that element's code once.
 */
export function routeElements(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const { lazy: load, children, ...rest } = route;
    let page: ReturnType<typeof lazyPage> | undefined;
    if (typeof load === 'function') page = lazyPage(load as LazyRoute);
    const lazied = page ? { lazy: page.fetch, element: <page.Page /> } : {};
    if (route.index) return { ...rest, ...lazied } as RouteObject;
    return { ...rest, ...lazied, children: children && routeElements(children) } as RouteObject;
  });
}
