import { useState } from 'react';
import type { MenuProps } from '@mui/material/Menu';
import { lazyComponent } from './lazy-component';

const LazyMenu = lazyComponent<MenuProps>(() =>
  import(/* webpackChunkName: "menu" */ '@mui/material/Menu').then((m) => m.default),
);

/**
 * MUI's Menu with its code (popover, modal, focus trap) fetched when it first opens, so that pages
 * showing only menu buttons load without it. Once open it stays mounted and closes with its animation.
 */
export function MenuOnDemand(props: MenuProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  return opened ? <LazyMenu {...props} /> : null;
}
