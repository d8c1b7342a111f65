import { lazy, Suspense, type ComponentType } from 'react';

/** A component whose code is fetched the first time it renders (nothing shows until then). */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function Suspended(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Suspended;
}
