import * as Main from './generated/main/apis';
import * as V1 from './generated/v1/apis';
import * as Auth from './generated/auth/apis';
import * as Sessions from './generated/sessions/apis';
import * as Users from './generated/users/apis';
import * as Secrets from './generated/secrets/apis';

/**
 * Every generated API class (one per OpenAPI tag), by API, under the name it gets on a client:
 * `createProClient(options, ALL_APIS).main.tasks`. A front end that needs only some passes those.
 * client.test.ts names any generated class missing here.
 * @example
 * const pro = createProClient({ baseUrl: '' }, ALL_APIS);
 */
export const ALL_APIS = {
  main: {
    applications: Main.ApplicationsApi,
    categories: Main.CategoriesApi,
    aimmsVersions: Main.AimmsVersionsApi,
    portal: Main.PortalApi,
    appAccess: Main.AppAccessApi,
    launching: Main.LaunchingApi,
    environments: Main.EnvironmentsApi,
    groups: Main.GroupsApi,
    users: Main.UsersApi,
    apiKeys: Main.ApiKeysApi,
    session: Main.SessionApi,
    customization: Main.CustomizationApi,
    storage: Main.StorageApi,
    tasks: Main.TasksApi,
    specification: Main.SpecificationApi,
  },
  v1: {
    portalMode: V1.PortalModeApi,
    applications: V1.ApplicationsApi,
    aimmsVersions: V1.AimmsVersionsApi,
    apiKeys: V1.ApiKeysApi,
    customization: V1.CustomizationApi,
    specification: V1.SpecificationApi,
    tasks: V1.TasksApi,
  },
  auth: { auth: Auth.AuthApi },
  sessions: { sessions: Sessions.SessionsApi, specification: Sessions.SpecificationApi },
  users: {
    environments: Users.EnvironmentsApi,
    groups: Users.GroupsApi,
    users: Users.UsersApi,
    apiKeys: Users.ApiKeysApi,
    specification: Users.SpecificationApi,
  },
  secrets: {
    items: Secrets.ItemsApi,
    itemAccess: Secrets.ItemAccessApi,
    specification: Secrets.SpecificationApi,
  },
} as const;
