import type { lookupHandler, MockAnswer } from '../../../testing/mock-api';
import { groupsIn, user, usersIn, withCounts, type FakeAccount } from './fake-account';

const API = '/pro-api/v2';
const ok = (body?: unknown, status = 200): MockAnswer => ({ status: body === undefined ? 204 : status, body });
const notFound = (what: string): MockAnswer => ({
  status: 404,
  body: { message: `${what} not found`, errorCode: 10004, errorId: 'fake' },
});
const str = (v: unknown, key: string): string => {
  const value = typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : '';
};

/** Answers one call of the users page from the account's state; undefined when it is not one of them. */
function answer(account: FakeAccount, method: string, path: string, url: URL, body: unknown): MockAnswer | undefined {
  const forced = account.failures[`${method} ${path}`];
  if (forced) return forced;
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  const q = (k: string) => url.searchParams.get(k) ?? '';
  if (parts[0] === 'environments') {
    const [, envName, kind, name, sub, member] = parts;
    if (!envName) {
      if (method === 'GET') return ok({ environments: account.environments });
      const id = Math.max(...account.environments.map((e) => e.id)) + 1;
      const created = {
        id,
        name: str(body, 'name'),
        description: str(body, 'description'),
        isDefault: false,
        samlMetadataUrl: str(body, 'samlMetadataUrl') || null,
        domain: null,
      };
      account.environments.push(created);
      return ok(created, 201);
    }
    const environment = account.environments.find((e) => e.name === envName);
    if (!environment) return notFound(`Environment ${envName}`);
    if (!kind) {
      if (method === 'DELETE') {
        account.environments = account.environments.filter((e) => e !== environment);
        if (environment.isDefault) account.environments.forEach((e) => (e.isDefault = e.name === 'ROOT'));
        return ok();
      }
      const update = body as Record<string, unknown>;
      if (update.isDefault === true) account.environments.forEach((e) => (e.isDefault = e === environment));
      if (typeof update.name === 'string') environment.name = update.name;
      if (typeof update.description === 'string') environment.description = update.description;
      if ('samlMetadataUrl' in update) environment.samlMetadataUrl = str(update, 'samlMetadataUrl') || null;
      return ok(environment);
    }
    if (kind === 'groups') {
      if (!name) {
        if (method === 'GET') return ok({ entities: withCounts(account, envName) });
        const created = {
          name: str(body, 'groupname'),
          description: '',
          entity: 257 * 100 + account.groups.length * 256,
          environment: envName,
          max_users: -1,
          curr_users: 0,
          isDefault: false,
          groups: [],
        };
        account.groups.push(created);
        return ok(created, 201);
      }
      const target = groupsIn(account, envName).find((g) => g.name === name);
      if (!target) return notFound(`Group ${name}`);
      if (sub === 'users' && member) {
        const u = usersIn(account, envName).find((x) => x.name === member);
        if (!u) return notFound(`User ${member}`);
        if (method === 'POST') {
          if (u.groups.includes(target.entity))
            return { status: 409, body: { message: 'already a member', errorCode: 10303, errorId: 'fake' } };
          u.groups.push(target.entity);
        } else u.groups = u.groups.filter((g) => g !== target.entity);
        return ok();
      }
      if (method === 'DELETE') {
        account.groups = account.groups.filter((g) => g !== target);
        return ok();
      }
      target.name = str(body, 'groupname') || target.name;
      return ok(target);
    }
    if (kind === 'users') {
      if (!name) {
        if (method === 'GET') return ok({ entities: usersIn(account, envName) });
        const created = user(str(body, 'username'), environment, []);
        account.users.push(created);
        return ok(created, 201);
      }
      const target = usersIn(account, envName).find((u) => u.name === name);
      if (!target) return notFound(`User ${name}`);
      if (method === 'DELETE') {
        account.users = account.users.filter((u) => u !== target);
        return ok();
      }
      target.name = str(body, 'username') || target.name;
      target.email = str(body, 'email') || target.email;
      return ok(target);
    }
  }
  if (path === '/applications' && method === 'GET') return ok({ applications: account.apps });
  if (path === '/portal/app_access/apps_by_group') {
    return ok({
      app_access_list: account.access.filter((a) => a.env_name === q('envName') && a.entity_name === q('groupName')),
    });
  }
  if (path === '/portal/app_access/apps_by_user') {
    const member = usersIn(account, q('envName')).find((u) => u.name === q('userName'));
    const groupNames = groupsIn(account, q('envName'))
      .filter((g) => member?.groups.includes(g.entity))
      .map((g) => `group:${q('envName')}/${g.name}`);
    const own = `user:${q('envName')}/${q('userName')}`;
    return ok({
      app_access_list: account.access.filter(
        (a) => a.env_name === q('envName') && (a.entity_enc === own || groupNames.includes(a.entity_enc)),
      ),
    });
  }
  if (path === '/portal/app_access/group' && method === 'POST') {
    const [envName, groupName, appName, appVersion] = ['envName', 'groupName', 'appName', 'appVersion'].map((k) =>
      str(body, k),
    );
    const entry = {
      entity_name: groupName,
      env_name: envName,
      entity_enc: `group:${envName}/${groupName}`,
      entity: 1,
      app_id: 1,
      app_name: appName,
      app_version: appVersion,
      applied: true,
      deletable: true,
    };
    account.access.push(entry);
    return ok(entry);
  }
  if (path.startsWith('/portal/app_access/') && method === 'DELETE') {
    account.access = account.access.filter(
      (a) => !(a.app_name === q('appName') && a.app_version === q('appVersion') && a.env_name === q('envName')),
    );
    return ok();
  }
  return undefined;
}

/** The account's answer to a request of the users page (for lookupHandler); other calls go on to the shell's and the kit's. */
export const accountAnswers =
  (account: FakeAccount): Parameters<typeof lookupHandler>[0] =>
  ({ url, method, body }) =>
    url.pathname.startsWith(API) ? answer(account, method, url.pathname.slice(API.length), url, body) : undefined;
