import { ICON_STORAGE_PATH } from './constants';

/**
 * Name rules as the API contract declares them: JSON Schema patterns over the value as sent (the
 * server trims it first), kept here so the OpenAPI files, the server and the forms share one rule.
 * openapi/contract-patterns.test.ts holds the files to these strings.
 */

/**
 * Group and environment names: word characters, spaces and hyphens, at least one of them not a
 * space (GROUP_NAME_PATTERN of the trimmed name, written for the untrimmed one).
 */
export const GROUP_NAME_CONTRACT_PATTERN = '^[\\w -]*[\\w-][\\w -]*$';
/** @alias Environment names follow the rule of group names. */
export const ENVIRONMENT_NAME_CONTRACT_PATTERN = GROUP_NAME_CONTRACT_PATTERN;

/**
 * A storage bucket path: names separated by '/', each starting with a letter, digit or '_' and
 * made of those, spaces and . @ ( ) + -; blanks around the path and trailing slashes are ignored.
 */
export const STORAGE_PATH_PATTERN = '^\\s*\\w[\\w .@()+-]*(/\\w[\\w .@()+-]*)*/*\\s*$';
/** STORAGE_PATH_PATTERN in words, for the refusal. */
export const STORAGE_PATH_RULE =
  "names separated by '/', each starting with a letter, digit or '_' and made of those, spaces and . @ ( ) + -";

/**
 * A storage object label: one name, without '/', '\' or NUL, not blank, '.' or '..' once blanks
 * around it are removed.
 */
export const STORAGE_LABEL_PATTERN =
  '^([^/\\\\\\x00]*[^/\\\\\\x00\\s.][^/\\\\\\x00]*|[\\s.]*\\.[\\s.]*\\.[\\s.]*\\.[\\s.]*|\\s*\\.\\s+\\.\\s*)$';
/** STORAGE_LABEL_PATTERN in words, for the refusal. */
export const STORAGE_LABEL_RULE = "a single name without '/' or '\\', other than '.' or '..'";

/** An icon's storage address: /icons/{label} or PublicData/AppIcon/{label} (leading slash optional), {label} as STORAGE_LABEL_PATTERN. */
export const ICON_ADDRESS_PATTERN = `^\\s*/?(icons|${ICON_STORAGE_PATH})/${STORAGE_LABEL_PATTERN.slice(1)}`;

/** An absolute http(s) URL in any case (isHttpUrl); a host name may be a single label such as localhost. */
export const HTTP_URL =
  '[Hh][Tt][Tt][Pp][Ss]?://(\\[[0-9A-Fa-f:.]+\\]|[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*)(:\\d{1,5})?([/?#]\\S*)?';
/** A linked environment's metadata URL: empty or an http(s) URL, blanks around it ignored. */
export const SAML_METADATA_URL_CONTRACT_PATTERN = `^\\s*(${HTTP_URL})?\\s*$`;

/** One name of a secret manager item path: 1 to 64 letters, digits, '_', '-' and '.', not starting with '.'. */
export const SECRET_ITEM_NAME_PATTERN = '^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,63}$';
/** A secret manager item path: names as SECRET_ITEM_NAME_PATTERN joined by '/', leading and trailing '/' optional. */
export const SECRET_ITEM_PATH_PATTERN = (() => {
  const name = SECRET_ITEM_NAME_PATTERN.slice(1, -1);
  return `^/?(${name}(/${name})*/?)?$`;
})();
