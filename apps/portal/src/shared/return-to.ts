import { PATHS } from './paths';

/**
 * Where a returnTo value may lead: only a path of the portal's own origin, returned relative to the
 * base path (query and hash kept); anything else leads to the applications list.
 */
export function sanitizeReturnTo(value: string | null | undefined, basePath: string, origin = window.location.origin): string {
  if (!value) return PATHS.APPLICATIONS;
  const trimmed = value.trim();
  if (!trimmed.startsWith('/') && !trimmed.startsWith(origin + '/')) return PATHS.APPLICATIONS;
  if (/^\/[/\\]/.test(trimmed) || /[\u0000-\u001f]/.test(trimmed)) return PATHS.APPLICATIONS;
  let url: URL;
  try {
    url = new URL(trimmed, origin);
  } catch {
    return PATHS.APPLICATIONS;
  }
  if (url.origin !== origin) return PATHS.APPLICATIONS;
  const prefix = basePath.replace(/\/$/, '');
  let pathname = url.pathname;
  if (prefix && (pathname === prefix || pathname.startsWith(prefix + '/'))) pathname = pathname.slice(prefix.length) || '/';
  if (pathname === PATHS.LOGIN || pathname === PATHS.LOGIN_REDIRECT) return PATHS.APPLICATIONS;
  return `${pathname}${url.search}${url.hash}`;
}
