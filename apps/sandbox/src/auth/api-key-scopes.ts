/** The scopes an API key can hold. A write scope also allows the reads of its area. */
export const API_KEY_SCOPES = [
  { scope: 'apps:read', description: 'List and read applications, categories, versions and app access' },
  { scope: 'apps:write', description: 'Publish, update and delete applications, categories and app access' },
  { scope: 'launch', description: 'Launch applications and start WebUI sessions' },
  { scope: 'tasks:read', description: 'List tasks and download their responses' },
  { scope: 'tasks:write', description: 'Create, interrupt and delete tasks' },
  { scope: 'sessions:read', description: 'List sessions and read their logs' },
  { scope: 'sessions:write', description: 'Start, terminate and delete sessions' },
  { scope: 'users:read', description: 'Read environments, groups and users' },
  { scope: 'users:write', description: 'Manage environments, groups and users' },
  { scope: 'customization:read', description: 'Read customization, retention settings, tunnels and resource profiles' },
  { scope: 'customization:write', description: 'Change customization, retention settings and tunnels' },
  { scope: 'storage:read', description: 'List and download storage buckets and objects' },
  { scope: 'storage:write', description: 'Create, change and delete storage buckets and objects' },
  { scope: 'account', description: 'Manage your own profile, password, MFA and API keys' },
] as const;

export const SCOPE_NAMES: readonly string[] = API_KEY_SCOPES.map((s) => s.scope);

const AREA_BY_TAG: Record<string, string> = {
  Applications: 'apps',
  Categories: 'apps',
  AimmsVersions: 'apps',
  AppAccess: 'apps',
  Launching: 'launch',
  Tasks: 'tasks',
  Sessions: 'sessions',
  Environments: 'users',
  Groups: 'users',
  Users: 'users',
  Customization: 'customization',
  Storage: 'storage',
  ApiKeys: 'account',
  Portal: 'account',
};

/** Operations that either of two scopes allows (starting a session is both launching and a session change). */
const EITHER: Record<string, string[]> = {
  launchWebUISession: ['launch', 'sessions:write'],
  launchTaskSession: ['tasks:write', 'sessions:write'],
};

const AREA_BY_OPERATION: Record<string, string> = {
  launchApp: 'launch',
  listPortalApps: 'apps',
  getAppIconUrl: 'apps',
  getTaskResponse: 'tasks',
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
]);

/** The scope an operation needs (any one of a list), or null when any key may call it. */
export function requiredScope(operationId: string, tag: string | undefined, method: string): string | string[] | null {
  if (ALWAYS_ALLOWED.has(operationId)) return null;
  if (EITHER[operationId]) return EITHER[operationId];
  const area = AREA_BY_OPERATION[operationId] ?? (tag ? AREA_BY_TAG[tag] : undefined);
  if (!area) return null;
  if (area === 'launch' || area === 'account') return area;
  return `${area}:${method === 'GET' || method === 'HEAD' ? 'read' : 'write'}`;
}

/** True when the scopes allow the needed scope (a write scope covers the read of its area). */
export function scopeAllows(scopes: readonly string[], needed: string | string[] | null): boolean {
  if (needed === null) return true;
  if (Array.isArray(needed)) return needed.some((n) => scopeAllows(scopes, n));
  if (scopes.includes(needed)) return true;
  return needed.endsWith(':read') && scopes.includes(needed.replace(/:read$/, ':write'));
}
