import { createContext, useContext, type ReactNode } from 'react';
import type { ProClient } from '@pro-portal/sdk';

const ProClientContext = createContext<ProClient | null>(null);

/** Makes the SDK client available to the feature hooks. */
export function ProClientProvider({ client, children }: { client: ProClient; children: ReactNode }) {
  return <ProClientContext.Provider value={client}>{children}</ProClientContext.Provider>;
}

/** The SDK client; only feature api hooks use it. */
export function useProClient(): ProClient {
  const client = useContext(ProClientContext);
  if (!client) throw new Error('useProClient must be used inside ProClientProvider');
  return client;
}
