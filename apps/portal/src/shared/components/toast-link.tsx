import type { MouseEvent, ReactNode } from 'react';
import { Button } from '@mui/material';

interface ToastLinkProps {
  /** The address of the portal path, for the link's href (opening it in a new tab works too). */
  href: string;
  /** Goes to the path inside the portal without reloading. */
  onFollow: () => void;
  /** The accessible name, when the visible text alone would not say where it goes. */
  label?: string;
  children: ReactNode;
}

/** A plain click follows the link inside the portal; a modified click (new tab, window) is the browser's. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A link inside a toast. The toast area sits outside the router, so the link is a plain anchor whose
 * plain click is turned into the portal's own navigation.
 */
export function ToastLink({ href, onFollow, label, children }: ToastLinkProps) {
  return (
    <Button
      component="a"
      href={href}
      color="inherit"
      size="small"
      aria-label={label}
      onClick={(event: MouseEvent) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onFollow();
      }}
    >
      {children}
    </Button>
  );
}
