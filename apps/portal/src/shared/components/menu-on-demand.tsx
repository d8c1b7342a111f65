import type { MenuProps } from '@mui/material/Menu';
import { useOpenedOnce } from '../hooks/use-opened-once';
import { lazyComponent } from './lazy-component';

const LazyMenu = lazyComponent<MenuProps>(() =>
  import(/* webpackChunkName: "menu" */ '@mui/material/Menu').then((m) => m.default),
);

/**
 * MUI's Menu with its code (popover, modal, focus trap) fetched when it first opens, so that pages
 * showing only menu buttons load without it. Once open it stays mounted and closes with its animation.
 */
export function MenuOnDemand(props: MenuProps) {
  return useOpenedOnce(props.open) ? <LazyMenu {...props} /> : null;
}
