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
  user: SignedInUser | null;
}

/**
 * Shows nothing until the current user answered, then the routed portal. The portal mode is asked
 * at the same moment but waited for only by what depends on it (the mixed-mode pages, the Help link).
 */
export function Boot({ client, basePath }: { client: ProClient; basePath: string }) {
  const [state, setState] = useState<BootState | null>(null);
  const [mode, setMode] = useState<MixedMode>();
  useEffect(() => {
    preloadShellData(client);
    void readPortalMode(client).then(setMode);
    void fetchSignedInUser(client)
      .catch(() => null)
      .then((user) => setState({ user }));
  }, [client]);
  const router = useMemo(() => (state ? createBrowserRouter(appRoutes, { basename: routerBasename(basePath) }) : null), [basePath, state]);
  if (!state || !router) return null;
  return (
    <AppProviders client={client} basePath={basePath} isMixedMode={mode} initialUser={state.user}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
