import type { JobKind } from '@pro-portal/rules';

/**
 * Every SWR key of the portal, in one shape: `[prefix, path, params?]`, the prefix naming the cache's
 * owner ('main' for the main API, 'jobs' for the Jobs page's lists), the path the call's, the params
 * what else the answer depends on. Mutations revalidate by these keys or the matchers below.
 */
export const queryKeys = {
  applications: ['main', '/applications'],
  categories: ['main', '/applications/categories'],
  aimmsVersions: (dev: boolean) => ['main', '/aimms-versions', { dev }] as const,
  resourceProfiles: ['main', '/customization/resource-profiles'],
  customization: ['main', '/customization'],
  retention: ['main', '/customization/retention-settings'],
  mfaPolicy: ['main', '/customization/mfa-settings'],
  tunnels: ['main', '/customization/tunnels'],
  platformVersion: ['main', '/portal/pro_version'],
  allSessions: (params: { sort: string; order: string; offset: number; limit: number; filter: readonly string[] }) =>
    ['sessions', '/sessions', params] as const,
  sessionStats: (params: { filter: readonly string[]; breakdown: readonly string[] }) =>
    ['sessions', '/session-stats', params] as const,
  sessionEvents: (kind: string, id: string) => ['sessions', `/sessions/${kind}/${id}/events`] as const,
  /** One app's statistics of one session kind over a range, as the App Stats page asks for them. */
  appStats: (name: string, params: { kind: string; resolution: string; from: string; to: string; user: string }) =>
    ['sessions', `/stats/${name}`, params] as const,
  environments: ['main', '/environments'],
  /** The login page's list: kept apart from the signed-in one, which the Users page revalidates. */
  loginEnvironments: ['main', '/environments', { login: true }],
  accountDirectory: (environments: readonly string[]) => ['main', '/account-directory', { environments }] as const,
  /** The members of these groups: account data, so it goes with every account change. */
  groupMembers: (groups: readonly { environment: string; group: string }[]) =>
    ['main', '/account-directory/group-members', { environments: groups.map((g) => g.environment), groups }] as const,
  groupsByApp: (name: string, version: string) =>
    ['main', '/portal/app_access/groups_by_app', { name, version }] as const,
  usersByApp: (name: string, version: string) =>
    ['main', '/portal/app_access/users_by_app', { name, version }] as const,
  appsByGroup: (environment: string, group: string) =>
    ['main', '/portal/app_access/apps_by_group', { environment, group }] as const,
  appsByUser: (environment: string, user: string) =>
    ['main', '/portal/app_access/apps_by_user', { environment, user }] as const,
  /** The access explainer's answer for a subject (user or group of an environment) and an app version. */
  explainAccess: (environment: string, kind: string, subject: string, name: string, version: string) =>
    ['main', '/portal/app_access/explain', { environment, kind, subject, name, version }] as const,
  /** How many users a group has and how many app versions it opens: the reach of a suggested access change. */
  groupReach: (environment: string, group: string) =>
    ['main', '/portal/app_access/group-reach', { environment, group }] as const,
  /** The names of the users or groups of an environment, as pickers list them (the access explainer, secret access). */
  accountNames: (environment: string, kind: string) =>
    ['main', '/account-directory/names', { environment, kind }] as const,
  currentUser: (username: string) => ['main', '/users/current', { username }] as const,
  apiKeys: ['main', '/api-keys'],
  apiKeyScopes: ['main', '/api-keys-scopes'],
  passwordRules: ['main', '/portal/pro-user/password-rules'],
  mfaStatus: ['main', '/portal/current-user/is-mfa-enabled'],
  /** A secret manager directory with the items in it (never a secret's value: that is asked for on demand). */
  secretDirectory: (path: string) => ['secrets', '/item', { path }] as const,
  /** The groups and users with access to a secret manager item. */
  secretAccess: (path: string) => ['secrets', '/access', { path }] as const,
  /** One page of a jobs list, of one state and application or all (empty). */
  jobList: (kind: JobKind, page: number, filter: { state: string; app: string }) =>
    ['jobs', `/${kind}`, { page, ...filter }] as const,
  /** The tasks the schedule view places: a Jobs list of tasks too, so task changes refresh it. */
  taskSchedule: ['jobs', '/task', { schedule: true }],
  sessionLogs: (kind: 'webui' | 'solver', sessionId: string, filter: LogsFilter) =>
    ['jobs', `/${kind}/logs`, { sessionId, ...filter }] as const,
  /** One page of the log of one run of a task. */
  taskLog: (id: string, groupIndex: number | undefined, page: number) =>
    ['jobs', '/task-log', { id, groupIndex, page }] as const,
  taskApps: ['jobs', '/task-apps'],
  /** One task, asked for by its id (and group index, when known). */
  task: (id: string, groupIndex?: number) => ['jobs', '/task', { id, groupIndex }] as const,
} as const;

export interface LogsFilter {
  page: number;
  contains: string;
  /** ISO-8601 moments, '' for no bound. */
  from: string;
  to: string;
}

type Params = Record<string, unknown>;
const parts = (key: unknown): [string, string, Params] | undefined =>
  Array.isArray(key) && typeof key[0] === 'string' && typeof key[1] === 'string'
    ? [key[0], key[1], (key[2] ?? {}) as Params]
    : undefined;

const APP_ACCESS_PATHS: readonly string[] = [
  queryKeys.groupsByApp('', ''),
  queryKeys.usersByApp('', ''),
  queryKeys.appsByGroup('', ''),
  queryKeys.appsByUser('', ''),
  queryKeys.explainAccess('', '', '', '', ''),
  queryKeys.groupReach('', ''),
].map(([, path]) => path as string);

const ACCOUNT_PATHS: readonly string[] = [queryKeys.accountDirectory([])[1], queryKeys.groupMembers([])[1]];

/** Does a key hold the account's users and groups (the account directory and group members)? */
export const isAccountKey = (key: unknown): boolean => ACCOUNT_PATHS.includes(parts(key)?.[1] ?? '');

/** Does a key hold an app access list (by app, group or user)? */
export const isAppAccessKey = (key: unknown): boolean => APP_ACCESS_PATHS.includes(parts(key)?.[1] ?? '');

/** Does a key hold something of the named environment (its users and groups, its access lists)? */
export const namesEnvironment = (key: unknown, environment: string): boolean => {
  const [, , params] = parts(key) ?? ['', '', {}];
  if (isAccountKey(key)) return (params.environments as readonly string[]).includes(environment);
  return isAppAccessKey(key) && params.environment === environment;
};

/** Matches every cached Jobs list of `kind`, whatever its page. */
export const isJobListOf =
  (kind: JobKind) =>
  (key: unknown): boolean => {
    const [prefix, path] = parts(key) ?? [];
    return prefix === 'jobs' && path === `/${kind}`;
  };

/** Matches every cached page and summary of the All sessions page. */
export const isSessionsOverview = (key: unknown): boolean => {
  const [prefix, path] = parts(key) ?? [];
  return prefix === 'sessions' && (path === '/sessions' || path === '/session-stats');
};
