import { useEffect, useMemo, useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { readPortalMode, type ProClient } from '@pro-portal/sdk';
import type { MixedMode, SignedInUser } from '../../shared/client-context';
import { fetchSignedInUser } from '../../features/auth';
import { preloadShellData } from '../../shared/api/customization';
import { AppProviders } from '../providers/app-providers';
import { appRoutes } from '../router/routes';
import { routerBasename } from './base-path';

interface BootState {
  mode: MixedMode;
  user: SignedInUser | null;
}

/** What the portal learns before it shows anything: the portal mode and who is signed in. */
export async function loadBootState(client: ProClient): Promise<BootState> {
  preloadShellData(client);
  const [mode, user] = await Promise.all([readPortalMode(client), fetchSignedInUser(client).catch(() => null)]);
  return { mode, user };
}

/** Shows nothing until the current user answered, then the routed portal. */
export function Boot({ client, basePath }: { client: ProClient; basePath: string }) {
  const [state, setState] = useState<BootState | null>(null);
  useEffect(() => {
    void loadBootState(client).then(setState);
  }, [client]);
  const router = useMemo(() => (state ? createBrowserRouter(appRoutes, { basename: routerBasename(basePath) }) : null), [basePath, state]);
  if (!state || !router) return null;
  return (
    <AppProviders client={client} basePath={basePath} isMixedMode={state.mode} initialUser={state.user}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
