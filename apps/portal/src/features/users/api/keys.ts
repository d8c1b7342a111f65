/** SWR keys of the users feature; mutations revalidate by these. */
export const environmentsKey = ['main', '/environments'] as const;
export const accountDirectoryKey = (envs: readonly string[]) => ['main', 'account-directory', ...envs] as const;
export const appsByGroupKey = (env: string, group: string) =>
  ['main', '/portal/app_access/apps_by_group', env, group] as const;
export const appsByUserKey = (env: string, user: string) =>
  ['main', '/portal/app_access/apps_by_user', env, user] as const;
export const applicationsKey = ['main', '/applications'] as const;

/** Does an SWR key hold the account's users and groups (the account directory, the only place they are read)? */
export const isAccountKey = (key: unknown): boolean =>
  Array.isArray(key) && key[0] === 'main' && key[1] === 'account-directory';

/** Does an SWR key hold app access lists? */
export const isAccessKey = (key: unknown): boolean =>
  Array.isArray(key) && key[0] === 'main' && typeof key[1] === 'string' && key[1].startsWith('/portal/app_access/');

/** Does an SWR key hold something of the named environment (its listings, its access lists)? */
export const namesEnvironment = (key: unknown, environment: string): boolean =>
  Array.isArray(key) && key[0] === 'main' && (isAccountKey(key) || isAccessKey(key)) && key.includes(environment);
