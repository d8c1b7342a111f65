import { startTransition } from 'react';
import type { HistoryRouterProps } from 'react-router';

type History = HistoryRouterProps['history'];

/**
 * The history as the router sees it (a router with transitions of its own turned off): a move to
 * another page is a transition, so the page on screen stays until the next one's code is here (no
 * Suspense boundary blanks it meanwhile); a change of the same page's query (a sort, a tab, a
 * search) is rendered at once, so that the next click or keystroke already reads the address the
 * last one made instead of writing over it.
 */
export function withPageTransitions<H extends History>(history: H): H {
  const routed: H = Object.create(history);
  routed.listen = (listener) => {
    let pathname = history.location.pathname;
    return history.listen((update) => {
      const samePage = update.location.pathname === pathname;
      pathname = update.location.pathname;
      if (samePage) listener(update);
      else startTransition(() => listener(update));
    });
  };
  return routed;
}
