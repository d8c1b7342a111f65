/**
 * Item paths of the secret manager. A path names items from the root directory '/', joined by '/';
 * scripts build it as they like (with or without a leading slash, doubled slashes, '%2F' for '/'),
 * so every form is reduced to one: a leading '/', single slashes, no trailing one.
 */

import { validationMessages } from '@pro-portal/rules';

/** The refusal of an item path that breaks the contract's pattern: the secret form's rule for a name. */
export const itemPathMessage = (value: unknown) =>
  `The item path '${String(value ?? '')}' is not valid. ${validationMessages.secretItem.name}`;

/** The one form of an item path: '/' and the names joined by '/'. */
export function itemPath(raw: string): string {
  return `/${raw
    .split('/')
    .filter((name) => name !== '')
    .join('/')}`;
}

/** The directory an item is in; null for the root. */
export const parentOf = (path: string): string | null =>
  path === '/' ? null : path.slice(0, path.lastIndexOf('/')) || '/';

/** The last name of a path ('/' for the root). */
export const nameOf = (path: string): string => (path === '/' ? '/' : path.slice(path.lastIndexOf('/') + 1));

/** The item and access calls: /pro/secret-manager/v1/{item|access}, then the item path. */
const ITEM_ADDRESS = /^(\/+pro\/+secret-manager\/+v1\/+(?:item|access))(\/[^?]*)?(\?.*)?$/;

/**
 * The address of an item or access call with the item path as one segment (its slashes sent as
 * '%2F'), so that /item/keys/db, /item//keys/db/ and /item/%2Fkeys%2Fdb reach the same operation
 * and /item/ the root; every other address is left as it is.
 */
export function itemAddress(url: string): string {
  const match = ITEM_ADDRESS.exec(url);
  if (!match) return url;
  const names = (match[2] ?? '').split('/').filter((name) => name !== '');
  return `${match[1]}/${names.length > 0 ? names.join('%2F') : '%2F'}${match[3] ?? ''}`;
}
