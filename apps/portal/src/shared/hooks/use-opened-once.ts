import { useState } from 'react';

/**
 * Whether `open` has been true at least once: a popup whose code is fetched when it first opens stays
 * mounted from then on, so that it closes with its animation.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}
