import { createContext, useContext, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

type Setter = (element: HTMLElement | null) => void;
const TargetContext = createContext<HTMLElement | null>(null);
const SetTargetContext = createContext<Setter>(() => undefined);

/** Holds the element of the page-operations bar so pages can put their actions there. */
export function PageOperationsProvider({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  return (
    <SetTargetContext.Provider value={setTarget}>
      <TargetContext.Provider value={target}>{children}</TargetContext.Provider>
    </SetTargetContext.Provider>
  );
}

/** The bar below the header; the layout renders it once. */
export function PageOperationsBar() {
  const setTarget = useContext(SetTargetContext);
  return (
    <div
      ref={setTarget}
      data-testid="page-operations"
      style={{ display: 'flex', gap: 8, alignItems: 'center', minHeight: 48 }}
    />
  );
}

/** A page's header actions, shown in the page-operations bar. */
export function PageOperations({ children }: { children: ReactNode }) {
  const target = useContext(TargetContext);
  return target ? createPortal(children, target) : null;
}
