import { LOGIN_PATH_SUFFIX, STORAGE_KEYS } from '@pro-portal/rules';

/** The window event raised on every 401 answer (spec section 8). */
export const UNAUTHORIZED_EVENT = 'unauthorized';

/** The current portal path (without the base path) plus its query, as the router sees it. */
export function currentRoutePath(basePath: string, location: Location = window.location): string {
  const prefix = basePath.replace(/\/$/, '');
  const pathname =
    prefix && location.pathname.startsWith(prefix) ? location.pathname.slice(prefix.length) : location.pathname;
  return `${pathname || '/'}${location.search}`;
}

/**
 * The SDK's onUnauthorized callback: remember where the user was (unless on the login page) and
 * raise the unauthorized event; the client context answers it by logging out and going to login.
 */
export function createUnauthorizedHandler(basePath: string, target: Window = window): () => void {
  return () => {
    const path = currentRoutePath(basePath, target.location);
    if (!target.location.pathname.replace(/\/$/, '').endsWith(LOGIN_PATH_SUFFIX)) {
      target.localStorage.setItem(STORAGE_KEYS.locationBeforeError, path);
    }
    target.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
  };
}
