import { lazyApi } from './client';

/**
 * Every generated API class, as ALL_APIS names them, each loaded when one of its operations is
 * first called: a bundler puts each class in a chunk of its own, fetched on first use, so a front
 * end's first chunk holds none of them. A front end passes the classes its first calls need
 * directly and the rest from here. client.test.ts checks that it names the same classes as ALL_APIS.
 * @example
 * const pro = createProClient({ baseUrl: '' }, { ...LAZY_APIS, v1: { ...LAZY_APIS.v1, portalMode: V1.PortalModeApi } });
 */
export const LAZY_APIS = {
  main: {
    applications: lazyApi(() => import('./generated/main/apis/ApplicationsApi'), 'ApplicationsApi'),
    categories: lazyApi(() => import('./generated/main/apis/CategoriesApi'), 'CategoriesApi'),
    aimmsVersions: lazyApi(() => import('./generated/main/apis/AimmsVersionsApi'), 'AimmsVersionsApi'),
    portal: lazyApi(() => import('./generated/main/apis/PortalApi'), 'PortalApi'),
    appAccess: lazyApi(() => import('./generated/main/apis/AppAccessApi'), 'AppAccessApi'),
    launching: lazyApi(() => import('./generated/main/apis/LaunchingApi'), 'LaunchingApi'),
    environments: lazyApi(() => import('./generated/main/apis/EnvironmentsApi'), 'EnvironmentsApi'),
    groups: lazyApi(() => import('./generated/main/apis/GroupsApi'), 'GroupsApi'),
    users: lazyApi(() => import('./generated/main/apis/UsersApi'), 'UsersApi'),
    apiKeys: lazyApi(() => import('./generated/main/apis/ApiKeysApi'), 'ApiKeysApi'),
    session: lazyApi(() => import('./generated/main/apis/SessionApi'), 'SessionApi'),
    customization: lazyApi(() => import('./generated/main/apis/CustomizationApi'), 'CustomizationApi'),
    storage: lazyApi(() => import('./generated/main/apis/StorageApi'), 'StorageApi'),
    tasks: lazyApi(() => import('./generated/main/apis/TasksApi'), 'TasksApi'),
    specification: lazyApi(() => import('./generated/main/apis/SpecificationApi'), 'SpecificationApi'),
  },
  v1: {
    portalMode: lazyApi(() => import('./generated/v1/apis/PortalModeApi'), 'PortalModeApi'),
    applications: lazyApi(() => import('./generated/v1/apis/ApplicationsApi'), 'ApplicationsApi'),
    aimmsVersions: lazyApi(() => import('./generated/v1/apis/AimmsVersionsApi'), 'AimmsVersionsApi'),
    apiKeys: lazyApi(() => import('./generated/v1/apis/ApiKeysApi'), 'ApiKeysApi'),
    customization: lazyApi(() => import('./generated/v1/apis/CustomizationApi'), 'CustomizationApi'),
    specification: lazyApi(() => import('./generated/v1/apis/SpecificationApi'), 'SpecificationApi'),
    tasks: lazyApi(() => import('./generated/v1/apis/TasksApi'), 'TasksApi'),
  },
  auth: {
    auth: lazyApi(() => import('./generated/auth/apis/AuthApi'), 'AuthApi'),
  },
  sessions: {
    sessions: lazyApi(() => import('./generated/sessions/apis/SessionsApi'), 'SessionsApi'),
    specification: lazyApi(() => import('./generated/sessions/apis/SpecificationApi'), 'SpecificationApi'),
  },
  users: {
    environments: lazyApi(() => import('./generated/users/apis/EnvironmentsApi'), 'EnvironmentsApi'),
    groups: lazyApi(() => import('./generated/users/apis/GroupsApi'), 'GroupsApi'),
    users: lazyApi(() => import('./generated/users/apis/UsersApi'), 'UsersApi'),
    apiKeys: lazyApi(() => import('./generated/users/apis/ApiKeysApi'), 'ApiKeysApi'),
    specification: lazyApi(() => import('./generated/users/apis/SpecificationApi'), 'SpecificationApi'),
  },
  secrets: {
    items: lazyApi(() => import('./generated/secrets/apis/ItemsApi'), 'ItemsApi'),
    itemAccess: lazyApi(() => import('./generated/secrets/apis/ItemAccessApi'), 'ItemAccessApi'),
    specification: lazyApi(() => import('./generated/secrets/apis/SpecificationApi'), 'SpecificationApi'),
  },
} as const;
