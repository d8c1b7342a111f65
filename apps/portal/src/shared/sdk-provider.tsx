import { createContext, useContext, type ReactNode } from 'react';
import type { ProClient } from '@pro-portal/sdk';

const SdkContext = createContext<ProClient | null>(null);

/** Makes the SDK client (`createProClient`'s ProClient) available to the feature hooks. */
export function SdkProvider({ client, children }: { client: ProClient; children: ReactNode }) {
  return <SdkContext.Provider value={client}>{children}</SdkContext.Provider>;
}

/** The SDK client; only feature api hooks use it. */
export function useSdk(): ProClient {
  const client = useContext(SdkContext);
  if (!client) throw new Error('useSdk must be used inside SdkProvider');
  return client;
}
