import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { OptionsObject } from 'notistack';
import { PlainToasts, type PlainToast } from './plain-toasts';
import { TOAST_AUTO_CLOSE_MS } from './timings';

/** notistack's options plus `topic`: the action a toast is about, so that its success closes its errors. */
export type ToastRequest = OptionsObject & { topic?: string };
export type Enqueue = (message: string, options: ToastRequest) => void;
/** What the toast area offers once its code has loaded. */
export interface Toaster {
  show: Enqueue;
}
type ToastAreaComponent = typeof import('./toast-area').ToastArea;

let ToastArea: ToastAreaComponent | undefined;
const loadToastArea = () =>
  import(/* webpackChunkName: "toasts" */ './toast-area').then((m) => (ToastArea = m.ToastArea));

const EnqueueContext = createContext<Enqueue | null>(null);

/**
 * The portal's toast area. Its code (notistack) loads with the first toast, so pages that show none
 * load without it; toasts asked for meanwhile show as soon as it is there. When that code cannot be
 * fetched (the server is out of reach) they show as plain toasts, and the next toast tries again.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(0);
  const [loaded, setLoaded] = useState(() => ToastArea !== undefined);
  const [plain, setPlain] = useState<PlainToast[]>([]);
  const ready = useRef<Toaster | null>(null);
  const waiting = useRef<[string, ToastRequest][]>([]);
  const enqueue = useCallback<Enqueue>((message, options) => {
    if (ready.current) return ready.current.show(message, options);
    waiting.current.push([message, options]);
    setWanted((n) => n + 1);
  }, []);
  useEffect(() => {
    if (wanted === 0 || loaded) return;
    let current = true;
    loadToastArea().then(
      () => current && setLoaded(true),
      () => {
        if (!current) return;
        const unshown = waiting.current.splice(0).map(([message, { variant }], i) => ({
          id: Date.now() + i,
          message,
          variant,
        }));
        setPlain((toasts) => [...toasts, ...unshown]);
        // They close by themselves after the toast area's time, as its toasts do.
        const ids = new Set(unshown.map((t) => t.id));
        setTimeout(() => setPlain((toasts) => toasts.filter((t) => !ids.has(t.id))), TOAST_AUTO_CLOSE_MS);
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, loaded]);
  const onReady = useCallback((toaster: Toaster | null) => {
    ready.current = toaster;
    if (toaster) waiting.current.splice(0).forEach(([message, options]) => toaster.show(message, options));
  }, []);
  const Area = loaded ? ToastArea : undefined;
  return (
    <EnqueueContext.Provider value={enqueue}>
      {children}
      {Area && <Area onReady={onReady} />}
      <PlainToasts toasts={plain} onClose={(id) => setPlain((toasts) => toasts.filter((t) => t.id !== id))} />
    </EnqueueContext.Provider>
  );
}

/** Shows a toast (inside ToastProvider). */
export function useEnqueueToast(): Enqueue {
  const enqueue = useContext(EnqueueContext);
  if (!enqueue) throw new Error('useEnqueueToast must be used inside ToastProvider');
  return enqueue;
}
