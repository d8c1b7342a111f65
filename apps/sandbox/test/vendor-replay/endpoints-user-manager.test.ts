import { UserManager } from '@pro-portal/sdk';
import { backends, beforeAllValue } from '@pro-portal/test-harness';
import { useRoleClients } from '../support/suite';
import { expectSchema } from '../support/spec-schemas';
import { failure } from '../support/apps-jobs-support';
import { createKey, keyClients } from '../support/platform-compat-support';
import { withApiKey } from '../support/clients';
import { SCOPES } from '../support/world';

jest.setTimeout(240_000);

const UM = '/pro/user-manager/v1';
const FILE = 'user-manager-v1.yaml';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The user manager API of the platform's documentation (managing users: environments and the
 * current user; managing API keys: the current user's keys and the authorization scopes), sent as a
 * script does with plain fetch and the `apikey` header, and through the SDK's UserManager classes.
 */
describe.each(backends)('the user manager API (%s)', (backend) => {
  const { sandbox, c } = useRoleClients({ backend });

  /** A call of the user manager with the documented `apikey` header. */
  const um = (secret: string, path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('apikey', secret);
    return fetch(`${sandbox.baseUrl}${UM}${path}`, { ...init, headers });
  };

  /** The user's API keys, one per scope. */
  const keys = beforeAllValue(async () => ({
    apiKey: await createKey(c.user, 'keys', ['APIKey']),
    authentication: await createKey(c.user, 'auth', ['Authentication']),
    user: await createKey(c.user, 'user', ['User']),
  }));

  describe('the current user and environment', () => {
    it('GET /user/@current/info answers the profile with the account, environment and groups', async () => {
      const res = await um(keys.user, '/user/@current/info');
      expect(res.status).toBe(200);
      const body = await res.json();
      expectSchema(body, 'User', FILE);
      expect(body).toEqual({
        account_name: 'sandbox',
        environment_name: 'ROOT',
        user_name: 'user',
        email: '',
        full_name: '',
        groups: expect.arrayContaining(['testers']),
      });
      const publisher = await c.publisher.users.users.getCurrentUserInfo();
      expect(publisher.groups).toEqual(expect.arrayContaining(['AppPublishers', 'testers']));
    });

    it('GET /environment/@current/info answers the caller environment', async () => {
      const body = await (await um(keys.user, '/environment/@current/info')).json();
      expectSchema(body, 'Environment', FILE);
      expect(body).toEqual({ account_name: 'sandbox', environment_name: 'ROOT', description: expect.any(String) });
    });
  });

  describe('environments', () => {
    it('GET /environment lists every environment of the account, as the main API does', async () => {
      const res = await um(keys.authentication, '/environment');
      expect(res.status).toBe(200);
      const list = (await res.json()) as { environment_name: string; account_name: string }[];
      for (const env of list) expectSchema(env, 'Environment', FILE);
      const main = (await c.admin.main.environments.listEnvironments()).environments.map((e) => e.name);
      expect(list.map((e) => e.environment_name).sort()).toEqual([...main].sort());
      expect(new Set(list.map((e) => e.account_name))).toEqual(new Set(['sandbox']));
    });

    it('applies the documented filters, sort and paging', async () => {
      const names = async (query: string) =>
        ((await (await um(keys.authentication, `/environment?${query}`)).json()) as { environment_name: string }[]).map(
          (e) => e.environment_name,
        );
      expect(await names('environment_name_equal_cs=Demo')).toEqual(['Demo']);
      expect(await names('environment_name_equal_cs=demo')).toEqual([]);
      expect(await names('environment_name_equal_ci=demo')).toEqual(['Demo']);
      expect(await names('environment_name_contain_cs=SSO')).toEqual(['CorporateSSO', 'PartnerSSO']);
      expect(await names('environment_name_contain_ci=sso&sort=-environment_name')).toEqual([
        'PartnerSSO',
        'CorporateSSO',
      ]);
      expect(await names('environment_name_in=ROOT,Demo')).toEqual(['Demo', 'ROOT']);
      expect(await names('environment_name_not_in=ROOT,Demo&environment_name_contain_ci=o')).toEqual([
        'CorporateSSO',
        'PartnerSSO',
      ]);
      expect(await names('account_name_equal_cs=sandbox&environment_name_equal_cs=ROOT')).toEqual(['ROOT']);
      expect(await names('account_name_equal_cs=other')).toEqual([]);
      expect(await names('account_name_not_in=sandbox')).toEqual([]);
      const all = await names('sort=environment_name');
      expect(await names('sort=environment_name&offset=1&limit=2')).toEqual(all.slice(1, 3));
      expect((await um(keys.authentication, '/environment?sort=name')).status).toBe(400);
      expect((await um(keys.authentication, '/environment?limit=0')).status).toBe(400);
      const sdk = await c.admin.users.environments.listAccountEnvironments({ environmentNameEqualCi: 'root' });
      expect(sdk.map((e) => e.environment_name)).toEqual(['ROOT']);
    });

    it('GET /environment/{account_name}/{environment_name}/info answers one, 404 for another account or name', async () => {
      const res = await um(keys.authentication, '/environment/sandbox/Demo/info');
      const body = await res.json();
      expect([res.status, body.environment_name, body.account_name]).toEqual([200, 'Demo', 'sandbox']);
      expect((await um(keys.authentication, '/environment/other/Demo/info')).status).toBe(404);
      const missing = await um(keys.authentication, '/environment/sandbox/Nowhere/info');
      expect(missing.status).toBe(404);
      expectSchema(await missing.json(), 'Error', FILE);
    });
  });

  describe('groups and users', () => {
    /** The publisher's Authentication-scoped API key. */
    const publisher = beforeAllValue(async () => ({
      authentication: await createKey(c.publisher, 'directory', ['Authentication']),
    }));
    const list = async <T>(secret: string, path: string) => {
      const res = await um(secret, path);
      expect(res.status).toBe(200);
      return (await res.json()) as T[];
    };

    it('GET /group lists the groups of every environment with the documented filters, sort and paging', async () => {
      const all = await list<{ environment_name: string; group_name: string }>(publisher.authentication, '/group');
      for (const g of all) expectSchema(g, 'Group', FILE);
      expect(all).toContainEqual({
        account_name: 'sandbox',
        environment_name: 'ROOT',
        group_name: 'testers',
        description: expect.any(String),
      });
      const main = (await c.admin.main.groups.listGroups({ environmentName: 'ROOT' })).entities.map((g) => g.name);
      const root = all.filter((g) => g.environment_name === 'ROOT').map((g) => g.group_name);
      for (const name of root) expect(main).toContain(name);
      const names = async (query: string) =>
        (await list<{ group_name: string }>(publisher.authentication, `/group?${query}`)).map((g) => g.group_name);
      expect(await names('group_name_equal_ci=TESTERS')).toEqual(['testers']);
      expect(await names('group_name_equal_cs=TESTERS')).toEqual([]);
      expect(await names('group_name_contain_ci=ESTER&account_name_equal_cs=sandbox')).toEqual(['testers']);
      expect(await names('account_name_not_in=sandbox')).toEqual([]);
      expect(await names('environment_name_in=ROOT&group_name_not_in=testers')).not.toContain('testers');
      const sorted = await names('environment_name_equal_cs=ROOT&sort=-group_name');
      expect(sorted).toEqual([...sorted].sort((a, b) => b.localeCompare(a, undefined, { sensitivity: 'base' })));
      expect(await names('environment_name_equal_cs=ROOT&sort=group_name&offset=1&limit=1')).toEqual([
        [...sorted].reverse()[1],
      ]);
      expect((await um(publisher.authentication, '/group?sort=entity')).status).toBe(400);
    });

    it('GET /group/{account_name}/{environment_name}/{group_name}/info answers one, 404 for another', async () => {
      const res = await um(publisher.authentication, '/group/sandbox/ROOT/testers/info');
      const body = await res.json();
      expectSchema(body, 'Group', FILE);
      expect([res.status, body]).toEqual([
        200,
        { account_name: 'sandbox', environment_name: 'ROOT', group_name: 'testers', description: expect.any(String) },
      ]);
      for (const path of [
        '/group/other/ROOT/testers/info',
        '/group/sandbox/Nowhere/testers/info',
        '/group/sandbox/ROOT/nobody/info',
      ])
        expect((await um(publisher.authentication, path)).status).toBe(404);
    });

    it('GET /user lists the users with their groups, filtered, sorted and paged', async () => {
      const all = await list<{ user_name: string; groups: string[] }>(publisher.authentication, '/user');
      for (const u of all) expectSchema(u, 'User', FILE);
      expect(all).toContainEqual({
        account_name: 'sandbox',
        environment_name: 'ROOT',
        user_name: 'user',
        email: '',
        full_name: '',
        groups: expect.arrayContaining(['testers']),
      });
      const names = async (query: string) =>
        (await list<{ user_name: string }>(publisher.authentication, `/user?${query}`)).map((u) => u.user_name);
      expect(await names('user_name_equal_ci=USER')).toEqual(['user']);
      expect(await names('user_name_in=user,admin&sort=-user_name')).toEqual(['user', 'admin']);
      expect(await names('user_name_in=user,admin&sort=user_name&limit=1')).toEqual(['admin']);
      expect(await names('user_name_contain_cs=USER')).toEqual([]);
    });

    it('GET /user/{account_name}/{environment_name}/{user_name}/info answers one; users read only themselves', async () => {
      const res = await um(publisher.authentication, '/user/sandbox/ROOT/user/info');
      const body = await res.json();
      expectSchema(body, 'User', FILE);
      expect([res.status, body.user_name]).toEqual([200, 'user']);
      expect((await um(publisher.authentication, '/user/sandbox/ROOT/nobody/info')).status).toBe(404);
      expect((await um(publisher.authentication, '/user/other/ROOT/user/info')).status).toBe(404);
      // A plain user reads their own entry and no one else's, and lists neither groups nor users.
      expect((await um(keys.authentication, '/user/sandbox/ROOT/user/info')).status).toBe(200);
      for (const path of ['/user/sandbox/ROOT/admin/info', '/user', '/group', '/group/sandbox/ROOT/testers/info']) {
        const refused = await um(keys.authentication, path);
        expect([path, refused.status]).toEqual([path, 403]);
        expectSchema(await refused.json(), 'Error', FILE);
      }
      // A key without the Authentication scope may not call them.
      expect((await um(keys.user, '/user/sandbox/ROOT/user/info')).status).toBe(403);
      const sdk = await c.admin.users.groups.getAccountGroup({
        accountName: 'sandbox',
        environmentName: 'ROOT',
        groupName: 'testers',
      });
      expect(sdk.group_name).toBe('testers');
      expect((await c.admin.users.users.listAccountUsers({ userNameEqualCs: 'user' })).map((u) => u.user_name)).toEqual(
        ['user'],
      );
    });
  });

  describe("the current user's API keys", () => {
    it('creates a key answering its value once, which then works as an apikey', async () => {
      const res = await um(keys.apiKey, '/user/@current/api-key', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'ci-key', expiration_date: inDays(30), scopes: ['Tasks', 'PublishApp'] }),
      });
      expect(res.status).toBe(201);
      const created = await res.json();
      expectSchema(created, 'ApiKey', FILE);
      expect(created).toEqual({
        name: 'ci-key',
        expiration_date: inDays(30),
        scopes: ['Tasks', 'PublishApp'],
        value: expect.any(String),
      });
      const listed = (await (await um(keys.apiKey, '/user/@current/api-key')).json()) as { name: string }[];
      expect(listed.find((k) => k.name === 'ci-key')).toEqual({
        name: 'ci-key',
        expiration_date: inDays(30),
        scopes: ['Tasks', 'PublishApp'],
      });
      // The same keys as the main API's list.
      const main = (await c.user.main.apiKeys.listApiKeys()).keys.map((k) => k.keyName).sort();
      expect(listed.map((k) => k.name).sort()).toEqual(main);
      const works = await fetch(`${sandbox.baseUrl}/pro-api/v2/tasks`, { headers: { apikey: created.value } });
      expect(works.status).toBe(200);
    });

    it('refuses a taken name (409), a past or too distant date and an unknown scope (400)', async () => {
      const create = (body: object) =>
        um(keys.apiKey, '/user/@current/api-key', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      expect((await create({ name: 'ci-key', expiration_date: inDays(5), scopes: ['Tasks'] })).status).toBe(409);
      expect((await create({ name: 'past', expiration_date: inDays(-2), scopes: ['Tasks'] })).status).toBe(400);
      expect((await create({ name: 'far', expiration_date: inDays(400), scopes: ['Tasks'] })).status).toBe(400);
      const unknown = await create({ name: 'odd', expiration_date: inDays(5), scopes: ['Everything'] });
      expect(unknown.status).toBe(400);
      expectSchema(await unknown.json(), 'Error', FILE);
      expect((await create({ name: 'none', expiration_date: inDays(5), scopes: [] })).status).toBe(400);
    });

    it('deletes a key by name (204, then 404) and the deleted key stops working', async () => {
      const created = await c.user.users.apiKeys.createCurrentUserApiKey({
        apiKeyCreate: { name: 'short lived', expiration_date: new Date(Date.now() + 86_400_000), scopes: ['Tasks'] },
      });
      expect(created.value).toEqual(expect.any(String));
      const res = await um(keys.apiKey, '/user/@current/api-key/short%20lived', { method: 'DELETE' });
      expect(res.status).toBe(204);
      expect((await um(keys.apiKey, '/user/@current/api-key/short%20lived', { method: 'DELETE' })).status).toBe(404);
      const gone = await fetch(`${sandbox.baseUrl}/pro-api/v2/tasks`, { headers: { apikey: created.value! } });
      expect(gone.status).toBe(401);
    });

    it('GET /user/@current/authorization-scopes lists the documented scopes with what each allows', async () => {
      const res = await um(keys.user, '/user/@current/authorization-scopes');
      const scopes = (await res.json()) as { name: string; description: string }[];
      for (const scope of scopes) expectSchema(scope, 'AuthorizationScope', FILE);
      expect(scopes.map((s) => s.name)).toEqual(SCOPES);
      expect((await c.user.users.apiKeys.listAuthorizationScopes()).map((s) => s.name)).toEqual(SCOPES);
    });
  });

  describe('who may call it', () => {
    it('answers 401 with the Error shape to a caller without a session or key', async () => {
      for (const path of [
        '/environment',
        '/environment/@current/info',
        '/user/@current/info',
        '/user/@current/api-key',
      ]) {
        const res = await fetch(`${sandbox.baseUrl}${UM}${path}`);
        expect([path, res.status]).toEqual([path, 401]);
        expectSchema(await res.json(), 'Error', FILE);
      }
      const err = await failure(withApiKey(sandbox.baseUrl, 'pro_not-a-key').users.users.getCurrentUserInfo());
      expect(err.status).toBe(401);
    });

    it('needs APIKey for the key calls and Authentication for a named environment; who-am-I calls take any key', async () => {
      const other = keyClients(sandbox.baseUrl, keys.user);
      for (const [method, path] of [
        ['GET', '/user/@current/api-key'],
        ['POST', '/user/@current/api-key'],
        ['DELETE', '/user/@current/api-key/keys'],
      ]) {
        const body = { name: 'x', expiration_date: inDays(3), scopes: ['Tasks'] };
        const res = await um(
          keys.user,
          path!,
          method === 'POST'
            ? { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
            : { method },
        );
        expect([path, res.status]).toEqual([path, 403]);
        expect((await res.json()).message).toContain("'APIKey'");
      }
      const named = await um(keys.user, '/environment/sandbox/ROOT/info');
      expect([named.status, (await named.json()).message]).toEqual([403, expect.stringContaining("'Authentication'")]);
      expect((await failure(other.sdk.users.apiKeys.listCurrentUserApiKeys())).status).toBe(403);
      for (const path of [
        '/user/@current/info',
        '/environment/@current/info',
        '/environment',
        '/user/@current/authorization-scopes',
      ])
        expect([path, (await um(keys.apiKey, path)).status]).toEqual([path, 200]);
    });
  });

  it('answers through the SDK with the generated models', async () => {
    const env: UserManager.Environment = await c.admin.users.environments.getCurrentEnvironment();
    expect(env.environment_name).toBe('ROOT');
    const one = await c.admin.users.environments.getAccountEnvironment({
      accountName: 'sandbox',
      environmentName: 'Demo',
    });
    expect(one.environment_name).toBe('Demo');
  });
});
