import type { ReactNode } from 'react';
import { LoadState } from './load-state';

/** What SwrState reads of an SWR answer. */
export interface Loadable {
  isLoading: boolean;
  error: unknown;
  mutate: () => Promise<unknown>;
}

/** LoadState of one SWR answer: progress while it loads, its error with a Retry that revalidates, else the content. */
export function SwrState({ label, swr, children }: { label: string; swr: Loadable; children?: ReactNode }) {
  return (
    <LoadState label={label} isLoading={swr.isLoading} error={swr.error} onRetry={() => void swr.mutate()}>
      {children}
    </LoadState>
  );
}
