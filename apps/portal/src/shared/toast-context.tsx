import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import type { OptionsObject } from 'notistack';
import { lazyComponent } from './components/lazy-component';

/** notistack's options plus `topic`: the action a toast is about, so that its success closes its errors. */
export type ToastRequest = OptionsObject & { topic?: string };
export type Enqueue = (message: string, options: ToastRequest) => void;
/** What the toast area offers once its code has loaded. */
export interface Toaster {
  show: Enqueue;
}

const ToastArea = lazyComponent(() => import(/* webpackChunkName: "toasts" */ './toast-area').then((m) => m.ToastArea));

const EnqueueContext = createContext<Enqueue | null>(null);

/**
 * The portal's toast area. Its code (notistack) loads with the first toast, so pages that show none
 * load without it; toasts asked for meanwhile show as soon as it is there.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const ready = useRef<Toaster | null>(null);
  const waiting = useRef<[string, ToastRequest][]>([]);
  const enqueue = useCallback<Enqueue>((message, options) => {
    if (ready.current) return ready.current.show(message, options);
    waiting.current.push([message, options]);
    setWanted(true);
  }, []);
  const onReady = useCallback((toaster: Toaster | null) => {
    ready.current = toaster;
    if (toaster) waiting.current.splice(0).forEach(([message, options]) => toaster.show(message, options));
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
