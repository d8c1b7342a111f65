import { useEffect, useState } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { readPortalMode, type ProClient } from '@pro-portal/sdk';
import type { MixedMode } from '@pro-portal/sdk';
import type { SignedInUser } from '../../shared/portal-context';
import { fetchSignedInUser } from '../../features/auth';
import { shellFirstCalls } from '../../shared/api/customization';
import { startEarly } from '../../shared/api/early-calls';
import { AppProviders } from '../providers/app-providers';
import { appRoutes } from '../router/routes';
import { AppRouter } from '../router/app-router';
import { guardHistory } from '../../shared/leave-blocker';
import { preloadPage } from '../router/route-preload';
import { routerBasename } from './base-path';

/** The calls the portal starts as soon as its script runs, all at once. */
export interface BootCalls {
  user: Promise<SignedInUser | null>;
  mode: Promise<MixedMode>;
  /** The code of the page at the current address, once it is here. */
  pageCode: Promise<void>;
}

/** The page's first calls reach it only when someone is signed in (a signed-out visitor goes to login instead). */
const signedIn = (user: Promise<SignedInUser | null>) => user.then((answer) => answer !== null);

export function startBootCalls(client: ProClient, pathname = window.location.pathname): BootCalls {
  const user = fetchSignedInUser(client).catch(() => null);
  startEarly(shellFirstCalls(client));
  // Most portals sit at the origin's root: the code and the first calls of the page at the address
  // start now, beside the base path's request; under another base path preloadCurrentPage starts them.
  const pageCode = preloadPage(appRoutes, pathname, '/', client, signedIn(user));
  return { user, mode: readPortalMode(client), pageCode };
}

/** Once the base path is known: under a base path other than the root, the page at the current address starts loading. */
export function preloadCurrentPage(
  client: ProClient,
  boot: BootCalls,
  basePath: string,
  pathname = window.location.pathname,
): BootCalls {
  const basename = routerBasename(basePath);
  if (basename === '/') return boot;
  return { ...boot, pageCode: preloadPage(appRoutes, pathname, basename, client, signedIn(boot.user)) };
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
