import { PATHS } from './paths';

/**
 * `value` when it is a same-origin path (a single leading '/', no backslashes, no control
 * characters), otherwise ''. '//evil.example' and '/\\evil.example' are rejected because browsers read
 * them as other hosts.
 */
function sameOriginPath(value: string): string {
  if (!value.startsWith('/') || value.startsWith('//')) return '';
  if (value.includes('\\')) return '';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return '';
  return value;
}

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
  const path = sameOriginPath(raw.startsWith(`${origin}/`) ? raw.slice(origin.length) : raw);
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
