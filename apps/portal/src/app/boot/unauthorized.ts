import { STORAGE_KEYS } from '../../shared/storage-keys';

const LOGIN_PATH_SUFFIX = '/login';

/**
 * The window event raised on every 401 answer. It is cancelable: the listener that answers it calls
 * preventDefault, so the handler knows whether anyone heard it.
 */
export const UNAUTHORIZED_EVENT = 'unauthorized';

/** A 401 raised while no listener was mounted yet (the first calls go out while the routes load). */
let unheard = false;

/** Whether a 401 was raised before any listener heard it; answering it clears it. */
export function takeUnheardUnauthorized(): boolean {
  const was = unheard;
  unheard = false;
  return was;
}

/** The current portal path (without the base path) plus its query, as the router sees it. */
export function currentRoutePath(basePath: string, location: Location = window.location): string {
  const prefix = basePath.replace(/\/$/, '');
  const pathname =
    prefix && location.pathname.startsWith(prefix) ? location.pathname.slice(prefix.length) : location.pathname;
  return `${pathname || '/'}${location.search}`;
}

/**
 * The SDK's onUnauthorized callback: remember where the user was (unless on the login page) and
 * raise the unauthorized event; the listener answers it by logging out and going to login, at once
 * or, when the 401 came before it was mounted, as soon as it mounts.
 */
export function createUnauthorizedHandler(basePath: string, target: Window = window): () => void {
  return () => {
    const path = currentRoutePath(basePath, target.location);
    if (!target.location.pathname.replace(/\/$/, '').endsWith(LOGIN_PATH_SUFFIX)) {
      target.localStorage.setItem(STORAGE_KEYS.locationBeforeError, path);
    }
    const heard = !target.dispatchEvent(new Event(UNAUTHORIZED_EVENT, { cancelable: true }));
    if (!heard) unheard = true;
  };
}
