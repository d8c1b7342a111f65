import { sanitizeReturnTo as sameOriginPath } from '@pro-portal/rules';
import { PATHS } from './paths';

/**
 * Where a returnTo value may lead: only a path of the portal's own origin, returned relative to the
 * base path (query and hash kept); anything else leads to the applications list.
 */
export function sanitizeReturnTo(
  value: string | null | undefined,
  basePath: string,
  origin = window.location.origin,
): string {
  const raw = (value ?? '').trim();
  const path = sameOriginPath(raw.startsWith(`${origin}/`) ? raw.slice(origin.length) : raw, '');
  if (!path) return PATHS.APPLICATIONS;
  let url: URL;
  try {
    url = new URL(path, origin);
  } catch {
    return PATHS.APPLICATIONS;
  }
  if (url.origin !== origin) return PATHS.APPLICATIONS;
  const prefix = basePath.replace(/\/$/, '');
  let pathname = url.pathname;
  if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`)))
    pathname = pathname.slice(prefix.length) || '/';
  if (pathname === PATHS.LOGIN || pathname === PATHS.LOGIN_REDIRECT) return PATHS.APPLICATIONS;
  return `${pathname}${url.search}${url.hash}`;
}
