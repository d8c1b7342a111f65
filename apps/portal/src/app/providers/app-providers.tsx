import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { ProClient } from '@pro-portal/sdk';
import { ThemeModeProvider } from '../../shared/theme-mode';
import { SdkProvider } from '../../shared/sdk-provider';
import { ToastProvider } from '../../shared/toast-context';
import type { MixedMode } from '@pro-portal/sdk';
import { PortalContextProvider, type SignedInUser } from '../../shared/portal-context';

/** SWR defaults: errors are shown by the hooks, so no retry storms and no refetch on focus. */
const SWR_DEFAULTS = {
  shouldRetryOnError: false,
  revalidateOnFocus: false,
} as const;

interface AppProvidersProps {
  client: ProClient;
  basePath: string;
  isMixedMode: MixedMode | undefined;
  initialUser?: SignedInUser | null;
  /** A fresh SWR cache (tests); the default is SWR's global cache. */
  isolatedCache?: boolean;
  children: ReactNode;
}

/** Everything the pages rely on: SDK client, SWR, theme, toasts and the portal context. */
export function AppProviders({
  client,
  basePath,
  isMixedMode,
  initialUser,
  isolatedCache,
  children,
}: AppProvidersProps) {
  return (
    <SdkProvider client={client}>
      <SWRConfig value={isolatedCache ? { ...SWR_DEFAULTS, provider: () => new Map() } : SWR_DEFAULTS}>
        <ThemeModeProvider>
          <ToastProvider>
            <PortalContextProvider basePath={basePath} isMixedMode={isMixedMode} initialUser={initialUser}>
              {children}
            </PortalContextProvider>
          </ToastProvider>
        </ThemeModeProvider>
      </SWRConfig>
    </SdkProvider>
  );
}
