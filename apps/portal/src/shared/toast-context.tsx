import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import type { OptionsObject } from 'notistack';
import { lazyComponent } from './components/lazy-component';

export type Enqueue = (message: string, options: OptionsObject) => void;

const ToastArea = lazyComponent(() => import(/* webpackChunkName: "toasts" */ './toast-area').then((m) => m.ToastArea));

const EnqueueContext = createContext<Enqueue | null>(null);

/**
 * The portal's toast area. Its code (notistack) loads with the first toast, so pages that show none
 * load without it; toasts asked for meanwhile show as soon as it is there.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const ready = useRef<Enqueue | null>(null);
  const waiting = useRef<[string, OptionsObject][]>([]);
  const enqueue = useCallback<Enqueue>((message, options) => {
    if (ready.current) return ready.current(message, options);
    waiting.current.push([message, options]);
    setWanted(true);
  }, []);
  const onReady = useCallback((show: Enqueue | null) => {
    ready.current = show;
    if (show) waiting.current.splice(0).forEach(([message, options]) => show(message, options));
  }, []);
  return (
    <EnqueueContext.Provider value={enqueue}>
      {children}
      {wanted && <ToastArea onReady={onReady} />}
    </EnqueueContext.Provider>
  );
}

/** Shows a toast (inside ToastProvider). */
export function useEnqueueToast(): Enqueue {
  const enqueue = useContext(EnqueueContext);
  if (!enqueue) throw new Error('useEnqueueToast must be used inside ToastProvider');
  return enqueue;
}
