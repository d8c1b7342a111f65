import { useEffect, useState, type ComponentType } from 'react';
import { isChunkLoadError } from '../chunk-load';
import { ServerUnreachable } from './server-unreachable';

/**
 * A component whose code is fetched the first time it renders (nothing shows until then). When the
 * code cannot be fetched it shows "Cannot reach the server" with Retry in its place, and the page
 * around it stays as it was (React's lazy would keep the failure and take the page down with it).
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let Loaded: ComponentType<P> | undefined;
  let pending: Promise<unknown> | undefined;
  const fetchCode = () =>
    (pending ??= load().then(
      (component) => (Loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  function OnDemand(props: P) {
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    const [, setLoadedNow] = useState(false);
    useEffect(() => {
      if (Loaded || failure) return;
      let current = true;
      fetchCode().then(
        () => current && setLoadedNow(true),
        (error: unknown) => current && setFailure({ error }),
      );
      return () => {
        current = false;
      };
    }, [failure]);
    if (Loaded) return <Loaded {...props} />;
    if (failure && !isChunkLoadError(failure.error)) throw failure.error;
    if (failure) return <ServerUnreachable compact onRetry={() => fetchCode().then(() => setFailure(null))} />;
    return null;
  }
  return OnDemand;
}
