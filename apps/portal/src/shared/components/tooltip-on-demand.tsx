import { cloneElement, lazy, Suspense, useEffect, useRef, useState, type MouseEvent, type ReactElement } from 'react';
import { TOOLTIP_DELAYS_MS } from '../timings';

const Tooltip = lazy(() =>
  import(/* webpackChunkName: "tooltip" */ '../tooltip').then((m) => ({ default: m.Tooltip })),
);

type PointerHandler = (event: MouseEvent<HTMLElement>) => void;
type Hoverable = ReactElement<{ onMouseOver?: PointerHandler; onMouseLeave?: PointerHandler }>;

/**
 * The portal's general tooltip (opens after 800 ms) for lists of many items: until the pointer first
 * comes over the element only the element is drawn, and the tooltip's code (popper) is not loaded.
 * That first hover opens it on time; from then on the tooltip's own listeners take over.
 */
export function TooltipOnDemand({ title, children }: { title: string; children: Hoverable }) {
  const [armed, setArmed] = useState(false);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const child = cloneElement(children, {
    onMouseOver: (event) => {
      children.props.onMouseOver?.(event);
      if (armed) return;
      setArmed(true);
      timer.current = setTimeout(() => setOpen(true), TOOLTIP_DELAYS_MS.enter);
    },
    onMouseLeave: (event) => {
      children.props.onMouseLeave?.(event);
      clearTimeout(timer.current);
    },
  });
  if (!armed || !title) return child;
  return (
    <Suspense fallback={child}>
      <Tooltip title={title} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)}>
        {child}
      </Tooltip>
    </Suspense>
  );
}
