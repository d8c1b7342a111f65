/** Paths of secret manager items as the API answers them: '/' for the root, else '/' and names joined by '/'. */

/** The directory an item is in ('/' for an item of the root, and for the root itself). */
export const parentPath = (path: string): string => path.slice(0, path.lastIndexOf('/')) || '/';

/** The path of the item named `name` in the directory. */
export const childPath = (directory: string, name: string): string =>
  directory === '/' ? `/${name}` : `${directory}/${name}`;
