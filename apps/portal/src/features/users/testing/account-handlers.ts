import { fixtures, mockOperation, type MockAnswer, type MockParams, type OperationId } from '@pro-portal/sdk/testing';
import type { HttpHandler } from 'msw';
import { groupsIn, user, usersIn, withCounts, type FakeAccount } from './fake-account';

const notFound = (what: string) =>
  ({ status: 404, body: { message: `${what} not found`, errorCode: 10004, errorId: 'fake' } }) as const;

/**
 * The account's answers to the calls of the users page, one handler per operation, computed from
 * and kept in its state; other calls go on to the shell's and the kit's answers.
 */
export function accountHandlers(account: FakeAccount): HttpHandler[] {
  const environmentNamed = (name: string) => account.environments.find((e) => e.name === name);
  const groupIn = (env: string, name: string) => groupsIn(account, env).find((g) => g.name === name);
  const userIn = (env: string, name: string) => usersIn(account, env).find((u) => u.name === name);
  return [
    mockOperation('main', 'listEnvironments', () => ({ status: 200, body: { environments: account.environments } })),
    mockOperation('main', 'createEnvironment', ({ body }) => {
      const created = {
        id: Math.max(...account.environments.map((e) => e.id)) + 1,
        name: body.name,
        description: body.description,
        isDefault: false,
        samlMetadataUrl: body.samlMetadataUrl || null,
        domain: null,
      };
      account.environments.push(created);
      return { status: 201, body: created };
    }),
    mockOperation('main', 'updateEnvironment', ({ params, body }) => {
      const environment = environmentNamed(params.environmentName);
      if (!environment) return notFound(`Environment ${params.environmentName}`);
      if (body.isDefault === true) account.environments.forEach((e) => (e.isDefault = e === environment));
      if (body.name !== undefined) environment.name = body.name;
      if (body.description !== undefined) environment.description = body.description;
      if (body.samlMetadataUrl !== undefined) environment.samlMetadataUrl = body.samlMetadataUrl || null;
      return { status: 200, body: environment };
    }),
    mockOperation('main', 'deleteEnvironment', ({ params }) => {
      const environment = environmentNamed(params.environmentName);
      if (!environment) return notFound(`Environment ${params.environmentName}`);
      account.environments = account.environments.filter((e) => e !== environment);
      if (environment.isDefault) account.environments.forEach((e) => (e.isDefault = e.name === 'ROOT'));
      return { status: 204 };
    }),
    // The account-wide lists: each environment's as its own list answers it, in the environment list's order.
    mockOperation('main', 'listAllGroups', () => ({
      status: 200,
      body: { entities: account.environments.flatMap((e) => withCounts(account, e.name)) },
    })),
    mockOperation('main', 'listAllUsers', () => ({
      status: 200,
      body: { entities: account.environments.flatMap((e) => usersIn(account, e.name)) },
    })),
    mockOperation('main', 'listGroups', ({ params }) =>
      environmentNamed(params.environmentName)
        ? { status: 200, body: { entities: withCounts(account, params.environmentName) } }
        : notFound(`Environment ${params.environmentName}`),
    ),
    mockOperation('main', 'createGroup', ({ params, body }) => {
      if (!environmentNamed(params.environmentName)) return notFound(`Environment ${params.environmentName}`);
      const created = {
        name: body.groupname,
        description: '',
        entity: 257 * 100 + account.groups.length * 256,
        environment: params.environmentName,
        max_users: -1,
        curr_users: 0,
        isDefault: false,
        groups: [],
      };
      account.groups.push(created);
      return { status: 201, body: created };
    }),
    mockOperation('main', 'updateGroup', ({ params, body }) => {
      const target = groupIn(params.environmentName, params.groupName);
      if (!target) return notFound(`Group ${params.groupName}`);
      target.name = body.groupname || target.name;
      return { status: 200, body: target };
    }),
    mockOperation('main', 'deleteGroup', ({ params }) => {
      const target = groupIn(params.environmentName, params.groupName);
      if (!target) return notFound(`Group ${params.groupName}`);
      account.groups = account.groups.filter((g) => g !== target);
      return { status: 204 };
    }),
    mockOperation('main', 'addUserToGroup', ({ params }) => {
      const target = groupIn(params.environmentName, params.groupName);
      const member = userIn(params.environmentName, params.userId);
      if (!target || !member) return notFound(target ? `User ${params.userId}` : `Group ${params.groupName}`);
      if (member.groups.includes(target.entity))
        return { status: 409, body: { message: 'already a member', errorCode: 10303, errorId: 'fake' } };
      member.groups.push(target.entity);
      return { status: 204 };
    }),
    mockOperation('main', 'removeUserFromGroup', ({ params }) => {
      const target = groupIn(params.environmentName, params.groupName);
      const member = userIn(params.environmentName, params.userId);
      if (!target || !member) return notFound(target ? `User ${params.userId}` : `Group ${params.groupName}`);
      member.groups = member.groups.filter((g) => g !== target.entity);
      return { status: 204 };
    }),
    mockOperation('main', 'listUsers', ({ params }) =>
      environmentNamed(params.environmentName)
        ? { status: 200, body: { entities: usersIn(account, params.environmentName) } }
        : notFound(`Environment ${params.environmentName}`),
    ),
    mockOperation('main', 'createUser', ({ params, body }) => {
      const environment = environmentNamed(params.environmentName);
      if (!environment) return notFound(`Environment ${params.environmentName}`);
      const created = user(body.username, environment, []);
      account.users.push(created);
      return { status: 201, body: created };
    }),
    mockOperation('main', 'updateUser', ({ params, body }) => {
      const target = userIn(params.environmentName, params.userName);
      if (!target) return notFound(`User ${params.userName}`);
      target.name = body.username || target.name;
      target.email = body.email || target.email;
      return { status: 200, body: target };
    }),
    mockOperation('main', 'deleteUser', ({ params }) => {
      const target = userIn(params.environmentName, params.userName);
      if (!target) return notFound(`User ${params.userName}`);
      account.users = account.users.filter((u) => u !== target);
      return { status: 204 };
    }),
    mockOperation('main', 'listApplications', () => ({
      status: 200,
      body: { applications: account.apps.map((app) => ({ ...fixtures.main.Application, ...app })) },
    })),
    mockOperation('main', 'listAppsByGroup', ({ query }) => ({
      status: 200,
      body: {
        app_access_list: account.access.filter(
          (a) => a.env_name === query.envName && a.entity_name === query.groupName,
        ),
      },
    })),
    mockOperation('main', 'listAppsByUser', ({ query }) => {
      const { envName = '', userName = '' } = query;
      const member = userIn(envName, userName);
      const groupNames = groupsIn(account, envName)
        .filter((g) => member?.groups.includes(g.entity))
        .map((g) => `group:${envName}/${g.name}`);
      const own = `user:${envName}/${userName}`;
      return {
        status: 200,
        body: {
          app_access_list: account.access.filter(
            (a) => a.env_name === envName && (a.entity_enc === own || groupNames.includes(a.entity_enc)),
          ),
        },
      };
    }),
    mockOperation('main', 'grantGroupAppAccess', ({ body }) => {
      const entry = {
        entity_name: body.groupName,
        env_name: body.envName,
        entity_enc: `group:${body.envName}/${body.groupName}`,
        entity: 1,
        app_id: 1,
        app_name: body.appName,
        app_version: body.appVersion,
        applied: true,
        deletable: true,
      };
      account.access.push(entry);
      return { status: 201, body: entry };
    }),
    mockOperation('main', 'revokeGroupAppAccess', ({ query }) => revoke(account, query)),
    mockOperation('main', 'revokeUserAppAccess', ({ query }) => revoke(account, query)),
  ];
}

/** Takes the access to an app of the environment away (from whoever had it). */
function revoke(account: FakeAccount, query: { envName?: string; appName?: string; appVersion?: string }) {
  account.access = account.access.filter(
    (a) => !(a.app_name === query.appName && a.app_version === query.appVersion && a.env_name === query.envName),
  );
  return { status: 204 } as const;
}

/**
 * A call of the users page that answers `answer` (a failure, see `failure`) for the path parameters
 * given, while `active()` holds; other calls of the operation go on to the account's answers.
 */
export function failing<O extends OperationId<'main'>>(
  operationId: O,
  params: Partial<MockParams<'main', O>>,
  answer: MockAnswer<'main', O>,
  active: () => boolean = () => true,
): HttpHandler {
  return mockOperation('main', operationId, ({ params: actual }) => {
    const given = new Map<string, unknown>(Object.entries(actual));
    return active() && Object.entries(params).every(([name, value]) => given.get(name) === value) ? answer : undefined;
  });
}
