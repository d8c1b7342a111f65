/** The login page's returnTo: only a path on this origin is followed. */
import { APPLICATIONS_PATH } from './constants';

/**
 * `value` when it is a same-origin path (a single leading '/', no backslashes, no control
 * characters), otherwise `fallback` (the applications path). '//evil.example' and '/\evil.example'
 * are rejected because browsers read them as other hosts.
 */
export const sanitizeReturnTo = (value: string | null | undefined, fallback: string = APPLICATIONS_PATH): string => {
  if (typeof value !== 'string' || value === '') return fallback;
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  if (value.includes('\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  return value;
};
