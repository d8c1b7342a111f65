import type { AppAccessEntry, Environment, Group, User } from '@pro-portal/sdk';
import { ROLE_GROUPS, USER_ADMIN_GROUP_ID, everyoneGroupId, isEveryoneGroupId, isRoleGroup } from '@pro-portal/rules';

type AccessEntry = AppAccessEntry;

/** An in-memory account (environments, groups, users, access) answering the users page's calls. */
export interface FakeAccount {
  environments: Environment[];
  groups: Group[];
  users: User[];
  access: AccessEntry[];
  /** The published apps by name and version (the rest of each is the spec's example). */
  apps: { name: string; version: string }[];
}

export const env = (id: number, name: string, extra: Partial<Environment> = {}): Environment => ({
  id,
  name,
  description: `${name} environment`,
  isDefault: false,
  samlMetadataUrl: null,
  domain: null,
  ...extra,
});

export const group = (entity: number, name: string, environment: string, extra: Partial<Group> = {}): Group => ({
  name,
  description: `${name} group`,
  entity,
  environment,
  max_users: -1,
  curr_users: 0,
  isDefault: false,
  groups: [],
  ...extra,
});

export const user = (name: string, environment: Environment, groups: number[]): User => ({
  name,
  description: `${name} full`,
  email: `${name}@example.com`,
  environment: { id: environment.id, name: environment.name, samlMetadataUrl: environment.samlMetadataUrl },
  groups,
  entity: 16777216 + name.length * 100 + name.charCodeAt(0),
});

/** Entities of the fixture's regular groups in environment 1 (Demo). */
const PLANNERS = 257;
const ANALYSTS = 513;
const NAMED = 1025;

/** ROOT (default) with the admin account, Demo with groups and users of every role, and a linked SSO. */
export function demoAccount(): FakeAccount {
  const root = env(0, 'ROOT', { isDefault: true });
  const demo = env(1, 'Demo');
  const sso = env(2, 'SSO', { samlMetadataUrl: 'https://idp.example.com/metadata' });
  const roleGroups = [
    group(ROLE_GROUPS.admin.id, 'admin', 'ROOT'),
    group(ROLE_GROUPS.groupAdmin.id, 'GroupAdmins', 'ROOT'),
    group(ROLE_GROUPS.appPublisher.id, 'AppPublishers', 'ROOT'),
  ];
  return {
    environments: [root, demo, sso],
    groups: [
      group(USER_ADMIN_GROUP_ID, 'UserAdmin', 'ROOT'),
      ...roleGroups,
      group(everyoneGroupId(0), 'everyone', 'ROOT'),
      group(everyoneGroupId(1), 'everyone', 'Demo', { description: 'Every user of the environment' }),
      group(PLANNERS, 'Planners', 'Demo'),
      group(ANALYSTS, 'Analysts', 'Demo'),
      group(NAMED, 'NamedUsers', 'Demo', { max_users: 5 }),
      group(everyoneGroupId(2), 'everyone', 'SSO'),
    ],
    users: [
      user('admin', root, [USER_ADMIN_GROUP_ID, ROLE_GROUPS.admin.id]),
      user('alice', demo, [PLANNERS, NAMED]),
      user('bob', demo, [ANALYSTS]),
      user('paula', demo, [PLANNERS, ROLE_GROUPS.appPublisher.id]),
      user('ada', demo, [ROLE_GROUPS.admin.id]),
      user('many', demo, [PLANNERS, ANALYSTS, NAMED, ROLE_GROUPS.appPublisher.id]),
    ],
    access: [],
    apps: [
      { name: 'Planner', version: '1.0' },
      { name: 'Router', version: '2.0' },
    ],
  };
}

/** The answer of a failed call, with the server's message and error code (its status typed by the operation it answers). */
export const failure = <S extends number>(status: S, message: string, errorCode = 1) => ({
  status,
  body: { message, errorCode, errorId: 'x' },
});

/** Groups listed in an environment: its own, plus the role groups (the user admin group only in ROOT). */
export function groupsIn(account: FakeAccount, envName: string): Group[] {
  return account.groups.filter(
    (g) =>
      g.environment === envName || (isRoleGroup(g.entity) && (g.entity !== USER_ADMIN_GROUP_ID || envName === 'ROOT')),
  );
}

export const usersIn = (account: FakeAccount, envName: string) =>
  account.users.filter((u) => u.environment.name === envName);

/** The groups as an environment's list answers them: each names that environment (a role group too), with its count there. */
export const withCounts = (account: FakeAccount, envName: string): Group[] =>
  groupsIn(account, envName).map((g) => ({
    ...g,
    environment: envName,
    curr_users: usersIn(account, envName).filter((u) => isEveryoneGroupId(g.entity) || u.groups.includes(g.entity))
      .length,
  }));
