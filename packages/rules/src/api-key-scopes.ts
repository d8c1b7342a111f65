/**
 * The API key scopes of the platform's documentation, each allowing every operation of its area.
 * One table for the server that enforces them and the portal that tells a script author which scope a call needs.
 */
export const API_KEY_SCOPES = [
  { scope: 'Authentication', description: 'Operations on environments, groups and users' },
  { scope: 'PublishApp', description: 'Publish, update, edit and delete apps; categories, app access and app icons' },
  { scope: 'PublishAimms', description: 'Operations on AIMMS versions' },
  { scope: 'Tasks', description: 'Create, read, interrupt and delete tasks and their responses' },
  { scope: 'APIKey', description: 'List, create and delete API keys' },
  { scope: 'Session', description: 'WebUI, solver and task sessions and their logs; launching apps' },
  { scope: 'Secret', description: 'Directories and secrets of the secret manager, and who may access them' },
  { scope: 'User', description: 'Your own password and multi-factor authentication' },
  { scope: 'Account', description: 'Account-level configuration: customization, retention, tunnels and storage' },
] as const;

export const SCOPE_NAMES: readonly string[] = API_KEY_SCOPES.map((s) => s.scope);

/**
 * The sandbox's earlier scope names and the documented scopes that replace them. Keys holding them
 * were migrated (0003-documented-scopes); creating a key with them still works and stores the new names.
 * The documented scopes have no read-only variant, so a former ':read' key now also may change its area.
 */
export const LEGACY_SCOPES: Record<string, readonly string[]> = {
  'apps:read': ['PublishApp', 'PublishAimms'],
  'apps:write': ['PublishApp', 'PublishAimms'],
  launch: ['Session'],
  'tasks:read': ['Tasks'],
  'tasks:write': ['Tasks'],
  'sessions:read': ['Session'],
  'sessions:write': ['Session'],
  'users:read': ['Authentication'],
  'users:write': ['Authentication'],
  'customization:read': ['Account'],
  'customization:write': ['Account'],
  'storage:read': ['Account'],
  'storage:write': ['Account'],
  account: ['APIKey', 'User'],
};

/** The documented scopes a requested scope name stands for (itself, or a legacy name's replacements). */
export const documentedScopes = (name: string): readonly string[] =>
  SCOPE_NAMES.includes(name) ? [name] : (LEGACY_SCOPES[name] ?? []);

/** The scope of each tag (one tag per SDK API class); the user manager's tags mean the same as the main API's. */
const SCOPE_BY_TAG: Record<string, string | string[]> = {
  Applications: 'PublishApp',
  Categories: 'PublishApp',
  AppAccess: 'PublishApp',
  AimmsVersions: 'PublishAimms',
  Launching: 'Session',
  Tasks: 'Tasks',
  Sessions: 'Session',
  Environments: 'Authentication',
  Groups: 'Authentication',
  Users: 'Authentication',
  ApiKeys: 'APIKey',
  Portal: 'User',
  Customization: 'Account',
  // The secret manager's items and their access.
  Items: 'Secret',
  ItemAccess: 'Secret',
  // App icons are storage objects: publishing needs them as much as account configuration does.
  Storage: ['PublishApp', 'Account'],
};

const SCOPE_BY_OPERATION: Record<string, string | string[]> = {
  launchApp: 'Session',
  listPortalApps: 'PublishApp',
  getAppIconUrl: 'PublishApp',
  getTaskResponse: 'Tasks',
  listResourceProfiles: ['PublishApp', 'Account'],
  launchTaskSession: ['Tasks', 'Session'],
};

/** Operations any valid key may call (who am I, is my key valid, public reads). */
const ALWAYS_ALLOWED = new Set([
  'getCurrentUser',
  'authorizeSession',
  'logout',
  'getPortalMode',
  'getProVersion',
  'getPasswordRules',
  'listEnvironments',
  'getCustomization',
  'getCompanyLogoUrl',
  'getLoginImageUrl',
  'listApiKeyScopes',
  // The user manager's who-am-I calls, its environment list (public on the main API) and its scope list.
  'getCurrentUserInfo',
  'getCurrentEnvironment',
  'listAccountEnvironments',
  'listAuthorizationScopes',
]);

/** The scope an operation needs (any one of a list), or null when any key may call it. */
export function requiredScope(operationId: string, tag: string | undefined): string | string[] | null {
  if (ALWAYS_ALLOWED.has(operationId)) return null;
  return SCOPE_BY_OPERATION[operationId] ?? (tag ? SCOPE_BY_TAG[tag] : undefined) ?? null;
}

/** True when the key's scopes hold the needed scope (or one of the needed ones). */
export function scopeAllows(scopes: readonly string[], needed: string | string[] | null): boolean {
  if (needed === null) return true;
  return (Array.isArray(needed) ? needed : [needed]).some((n) => scopes.includes(n));
}

/** The scopes a call needs, as a list (empty when any key may call it). */
export const scopesNeeded = (operationId: string, tag: string | undefined): string[] =>
  [requiredScope(operationId, tag) ?? []].flat();
