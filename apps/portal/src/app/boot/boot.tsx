import { useEffect, useState } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { readPortalMode, type ProClient } from '@pro-portal/sdk';
import type { MixedMode } from '@pro-portal/sdk';
import type { SignedInUser } from '../../shared/portal-context';
import { fetchSignedInUser } from '../../features/auth';
import { preloadShellData } from '../../shared/api/customization';
import { AppProviders } from '../providers/app-providers';
import { appRoutes } from '../router/routes';
import { AppRouter } from '../router/app-router';
import { guardHistory } from '../../shared/leave-blocker';
import { preloadRouteCode, preloadRouteData } from '../router/route-preload';
import { routerBasename } from './base-path';

/** The calls the portal starts as soon as its script runs, all at once. */
export interface BootCalls {
  user: Promise<SignedInUser | null>;
  mode: Promise<MixedMode>;
  /** The code of the page at the current address (preloadCurrentPage), once it is here. */
  pageCode?: Promise<void>;
}

export function startBootCalls(client: ProClient, pathname = window.location.pathname): BootCalls {
  preloadShellData(client);
  // Most portals sit at the origin's root: the code of the page at the address starts loading now,
  // beside the base path's request; under another base path preloadCurrentPage starts the right one.
  void preloadRouteCode(appRoutes, pathname, '/');
  return { user: fetchSignedInUser(client).catch(() => null), mode: readPortalMode(client) };
}

/**
 * Once the base path is known: the code of the page at the current address starts loading, and its
 * first calls start as soon as the current user answered (a signed-out visitor goes to login instead).
 */
export function preloadCurrentPage(
  client: ProClient,
  boot: BootCalls,
  basePath: string,
  pathname = window.location.pathname,
): BootCalls {
  const basename = routerBasename(basePath);
  const pageCode = preloadRouteCode(appRoutes, pathname, basename);
  void boot.user.then((user) => user && preloadRouteData(appRoutes, pathname, basename, client));
  return { ...boot, pageCode };
}

/**
 * Shows nothing until the current user answered and the page's code is here, then the routed portal
 * in one go (a page that waited for its code would show a moment later than it could). The portal
 * mode is waited for only by what depends on it (the mixed-mode pages, the Help link).
 */
export function Boot({ client, basePath, boot }: { client: ProClient; basePath: string; boot: BootCalls }) {
  const [user, setUser] = useState<SignedInUser | null>();
  const [mode, setMode] = useState<MixedMode>();
  useEffect(() => {
    void boot.mode.then(setMode);
    void Promise.all([boot.user, boot.pageCode]).then(([signedIn]) => setUser(signedIn));
  }, [boot]);
  const [history] = useState(() => guardHistory(createBrowserHistory({ v5Compat: true })));
  if (user === undefined) return null;
  return (
    <AppProviders client={client} basePath={basePath} isMixedMode={mode} initialUser={user}>
      <AppRouter history={history} basename={routerBasename(basePath)} />
    </AppProviders>
  );
}
