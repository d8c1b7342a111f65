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
}

export function startBootCalls(client: ProClient): BootCalls {
  preloadShellData(client);
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
): void {
  const basename = routerBasename(basePath);
  preloadRouteCode(appRoutes, pathname, basename);
  void boot.user.then((user) => user && preloadRouteData(appRoutes, pathname, basename, client));
}

/**
 * Shows nothing until the current user answered, then the routed portal. The portal mode is waited
 * for only by what depends on it (the mixed-mode pages, the Help link).
 */
export function Boot({ client, basePath, boot }: { client: ProClient; basePath: string; boot: BootCalls }) {
  const [user, setUser] = useState<SignedInUser | null>();
  const [mode, setMode] = useState<MixedMode>();
  useEffect(() => {
    void boot.mode.then(setMode);
    void boot.user.then(setUser);
  }, [boot]);
  const [history] = useState(() => guardHistory(createBrowserHistory({ v5Compat: true })));
  if (user === undefined) return null;
  return (
    <AppProviders client={client} basePath={basePath} isMixedMode={mode} initialUser={user}>
      <AppRouter history={history} basename={routerBasename(basePath)} />
    </AppProviders>
  );
}
