import { SecretManager } from '@pro-portal/sdk';
import { validationMessages } from '@pro-portal/rules';
import { backends, beforeAllValue } from '@pro-portal/test-harness';
import { useRoleClients } from '../support/suite';
import { expectSchema } from '../support/spec-schemas';
import { failure } from '../support/apps-jobs-support';
import { createKey } from '../support/platform-compat-support';

jest.setTimeout(240_000);

const SM = '/pro/secret-manager/v1';
const FILE = 'secret-manager-v1.yaml';

interface Item {
  path: string;
  name: string;
  type: 'directory' | 'secret';
  access: 'read' | 'read_write';
  created_by: string;
  modified_by: string;
  value?: string;
  items?: Item[];
}

/**
 * The secret manager of the platform's documentation (managing secrets: items and their access under
 * /pro/secret-manager/v1; the Secrets page: who may do what), sent as a script does with plain fetch
 * and the `apikey` header, in the address forms scripts build, and through the SDK's SecretManager
 * classes. The testers group holds the users pub, gadmin and user; only the ROOT admin is an administrator.
 */
describe.each(backends)('the secret manager API (%s)', (backend) => {
  // Every request logged, so that the last test can show that no secret value reaches the log.
  const { sandbox, c } = useRoleClients({ backend, env: { LOG_LEVEL: 'info' } });

  /** A call with the documented `apikey` header; a body is sent as JSON. */
  const sm = (key: string, method: string, address: string, body?: unknown) =>
    fetch(`${sandbox.baseUrl}${SM}${address}`, {
      method,
      headers: { apikey: key, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const read = async <T = Item>(res: Response, status: number): Promise<T> => {
    const body: unknown = await res.json();
    expect([res.status, body]).toEqual([status, expect.anything()]);
    return body as T;
  };
  /** An answer in the Error schema with this status; answers its message. */
  const refused = async (res: Response, status: number) => {
    const body = await read<{ message: string }>(res, status);
    expectSchema(body, 'Error', FILE);
    return body.message;
  };
  const grant = async (address: string, type: 'group' | 'user', name: string, access: 'read' | 'read_write') =>
    read(
      await sm(keys.admin, 'PUT', `/access/${address}`, {
        entity_type: type,
        environment_name: 'ROOT',
        entity_name: name,
        access,
      }),
      200,
    );
  const mkdir = async (path: string) =>
    read(await sm(keys.admin, 'POST', `/item/${encodeURIComponent(path)}`, { type: 'directory' }), 201);
  const mksecret = async (path: string, value: string) =>
    read(await sm(keys.admin, 'POST', `/item/${encodeURIComponent(path)}`, { type: 'secret', value }), 201);

  /** The API keys of each caller, with the Secret scope unless named otherwise. */
  const keys = beforeAllValue(async () => ({
    admin: await createKey(c.admin, 'secrets', ['Secret']),
    adminWithoutSecret: await createKey(c.admin, 'tasks-only', ['Tasks']),
    user: await createKey(c.user, 'secrets', ['Secret']),
    publisher: await createKey(c.publisher, 'secrets', ['Secret']),
  }));

  describe('items (GET, POST, PATCH and DELETE /item/{path})', () => {
    it('the root directory / exists for administrators; a user without access sees nothing (404)', async () => {
      for (const address of ['/item/%2F', '/item/', '/item//']) {
        const root = await read(await sm(keys.admin, 'GET', address), 200);
        expectSchema(root, 'Item', FILE);
        expect(root).toMatchObject({ path: '/', name: '/', type: 'directory', access: 'read_write', items: [] });
      }
      await refused(await sm(keys.user, 'GET', '/item/%2F'), 404);
      expect((await failure(c.user.secrets.items.getItem({ path: '/' }))).status).toBe(404);
    });

    it('creates, reads, modifies and deletes a secret in each address form a script builds', async () => {
      const dir = await read(await sm(keys.admin, 'POST', '/item/%2Fteam', { type: 'directory' }), 201);
      expectSchema(dir, 'Item', FILE);
      expect(dir).toMatchObject({ path: '/team', name: 'team', type: 'directory', created_by: 'admin' });
      // The path with its slashes as they are (the created secret comes back without its value).
      const created = await read(
        await sm(keys.admin, 'POST', '/item/team/db-password', { type: 'secret', value: 's3cr3t' }),
        201,
      );
      expectSchema(created, 'Item', FILE);
      expect(created).toMatchObject({ path: '/team/db-password', type: 'secret', access: 'read_write' });
      expect(created).not.toHaveProperty('value');
      // A doubled slash, a leading slash encoded or not, the whole path encoded: the same secret.
      for (const address of [
        '/item//team/db-password',
        '/item/team%2Fdb-password',
        '/item/%2Fteam%2Fdb-password',
        '/item/team/db-password/',
      ]) {
        expect(await read(await sm(keys.admin, 'GET', address), 200)).toMatchObject({ value: 's3cr3t' });
      }
      const listing = await read(await sm(keys.admin, 'GET', '/item/team/'), 200);
      expect(listing.items?.map((i) => [i.name, i.type, 'value' in i])).toEqual([['db-password', 'secret', false]]);
      const changed = await read(await sm(keys.admin, 'PATCH', '/item/%2Fteam%2Fdb-password', { value: 'n3w' }), 200);
      expect(changed).toMatchObject({ path: '/team/db-password', modified_by: 'admin' });
      expect(changed).not.toHaveProperty('value');
      expect((await read(await sm(keys.admin, 'GET', '/item/team/db-password'), 200)).value).toBe('n3w');
      expect((await sm(keys.admin, 'DELETE', '/item/team/db-password')).status).toBe(204);
      await refused(await sm(keys.admin, 'GET', '/item/team/db-password'), 404);
    });

    it('through the SDK, with the path as one encoded parameter, sorted as asked', async () => {
      const items = c.admin.secrets.items;
      await items.createItem({ path: '/sdk', itemCreate: { type: SecretManager.ItemType.Directory } });
      await items.createItem({ path: '/sdk/b', itemCreate: { type: SecretManager.ItemType.Secret, value: 'B' } });
      await items.createItem({ path: 'sdk/a', itemCreate: { type: SecretManager.ItemType.Directory } });
      expect((await items.getItem({ path: '/sdk/b' })).value).toBe('B');
      expect((await items.getItem({ path: '/sdk' })).items?.map((i) => i.name)).toEqual(['a', 'b']);
      expect((await items.getItem({ path: '/sdk', sort: '-name' })).items?.map((i) => i.name)).toEqual(['b', 'a']);
      expect((await items.getItem({ path: '/sdk', sort: 'type,name' })).items?.map((i) => i.type)).toEqual([
        'directory',
        'secret',
      ]);
      await items.updateItem({ path: '/sdk/b', itemUpdate: { value: 'B2' } });
      await items.deleteItem({ path: '/sdk/b' });
      await items.deleteItem({ path: '/sdk/a' });
      await items.deleteItem({ path: '/sdk' });
      expect((await failure(items.getItem({ path: '/sdk' }))).status).toBe(404);
    });

    it('refuses what the item does not allow: 409 in the Error schema', async () => {
      await mkdir('/full');
      await mksecret('/full/s', 'x');
      expect(await refused(await sm(keys.admin, 'DELETE', '/item/full'), 409)).toMatch(/not empty/);
      expect(await refused(await sm(keys.admin, 'DELETE', '/item/%2F'), 409)).toMatch(/root/);
      await refused(await sm(keys.admin, 'POST', '/item/%2F', { type: 'directory' }), 409);
      await refused(await sm(keys.admin, 'POST', '/item/full/s', { type: 'secret', value: 'y' }), 409);
      await refused(await sm(keys.admin, 'POST', '/item/full/s/under', { type: 'secret', value: 'y' }), 409);
      await refused(await sm(keys.admin, 'PATCH', '/item/full', { value: 'y' }), 409);
      await refused(await sm(keys.admin, 'POST', '/item/missing/child', { type: 'directory' }), 404);
      // Nothing was changed by the refusals.
      expect((await read(await sm(keys.admin, 'GET', '/item/full/s'), 200)).value).toBe('x');
    });

    it('refuses bad input with 400 in the Error schema, without echoing a secret value', async () => {
      const bad: [string, string, unknown][] = [
        ['POST', '/item/.hidden', { type: 'directory' }],
        ['POST', `/item/${'n'.repeat(65)}`, { type: 'directory' }],
        ['POST', '/item/a%20b', { type: 'directory' }],
        ['POST', '/item/ok', { type: 'file' }],
        ['POST', '/item/ok', { type: 'directory', value: 'x' }],
        ['POST', '/item/ok', { type: 'secret' }],
        ['POST', '/item/ok', {}],
        ['PATCH', '/item/full/s', {}],
        ['PATCH', '/item/full/s', { value: 42 }],
        ['GET', '/item/full?sort=size', undefined],
        [
          'PUT',
          '/access/full',
          { entity_type: 'group', environment_name: 'ROOT', entity_name: 'testers', access: 'write' },
        ],
        [
          'PUT',
          '/access/full',
          { entity_type: 'role', environment_name: 'ROOT', entity_name: 'testers', access: 'read' },
        ],
        ['DELETE', '/access/full?entity_type=group', undefined],
      ];
      for (const [method, address, body] of bad) {
        expect([method, address, await refused(await sm(keys.admin, method, address, body), 400)]).toEqual([
          method,
          address,
          expect.any(String),
        ]);
      }
      // An item path its pattern refuses is told in the secret form's words.
      expect(await refused(await sm(keys.admin, 'POST', '/item/.hidden', { type: 'directory' }), 400)).toBe(
        `The item path '.hidden' is not valid. ${validationMessages.secretItem.name}`,
      );
      const long = 'k'.repeat(70_000);
      const message = await refused(await sm(keys.admin, 'PATCH', '/item/full/s', { value: long }), 400);
      expect(message).not.toContain('kkkkkkkk');
      const malformed = await fetch(`${sandbox.baseUrl}${SM}/item/ok`, {
        method: 'POST',
        headers: { apikey: keys.admin, 'content-type': 'application/json' },
        body: '{"type": ',
      });
      await refused(malformed, 400);
      await refused(await sm(keys.admin, 'GET', '/item/ok'), 404);
    });

    it('answers 401 signed out and 403 to a key without the Secret scope', async () => {
      await refused(await fetch(`${sandbox.baseUrl}${SM}/item/%2F`), 401);
      expect(await refused(await sm(keys.adminWithoutSecret, 'GET', '/item/%2F'), 403)).toMatch(/Secret/);
      expect(await refused(await sm(keys.adminWithoutSecret, 'GET', '/access/%2F'), 403)).toMatch(/Secret/);
      await read(await sm(keys.admin, 'GET', '/access/%2F'), 200);
    });

    it('creates one item when the same path is created at once, and leaves no item in a deleted directory', async () => {
      await mkdir('/race');
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => sm(keys.admin, 'POST', '/item/race/one', { type: 'secret', value: 'v' })),
      );
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      await mkdir('/race/dir');
      const [removed, ...creates] = await Promise.all([
        sm(keys.admin, 'DELETE', '/item/race/dir'),
        ...Array.from({ length: 4 }, (_, i) => sm(keys.admin, 'POST', `/item/race/dir/s${i}`, { type: 'directory' })),
      ]);
      const listing = await sm(keys.admin, 'GET', '/item/race/dir');
      if (removed!.status === 204) {
        // Deleted first: every creation found no directory, and nothing is left under its path.
        expect(creates.map((r) => r.status)).toEqual([404, 404, 404, 404]);
        expect(listing.status).toBe(404);
      } else {
        expect(removed!.status).toBe(409);
        const names = ((await listing.json()) as Item).items?.map((i) => i.name) ?? [];
        expect(names.length).toBe(creates.filter((r) => r.status === 201).length);
      }
    });
  });

  describe('access (GET, PUT and DELETE /access/{path}; administrators only)', () => {
    it('gives, lists, changes and takes away the access of a group and of a user', async () => {
      await mkdir('/shared');
      const entry = await grant('%2Fshared', 'group', 'testers', 'read');
      expectSchema(entry, 'AccessEntry', FILE);
      expect(await grant('shared', 'user', 'PUB', 'read_write')).toEqual({
        entity_type: 'user',
        environment_name: 'ROOT',
        entity_name: 'pub',
        access: 'read_write',
      });
      expect(await read(await sm(keys.admin, 'GET', '/access/%2Fshared'), 200)).toEqual([
        { entity_type: 'group', environment_name: 'ROOT', entity_name: 'testers', access: 'read' },
        { entity_type: 'user', environment_name: 'ROOT', entity_name: 'pub', access: 'read_write' },
      ]);
      await grant('/shared', 'group', 'testers', 'read_write');
      const sdkList = await c.admin.secrets.itemAccess.listItemAccess({ path: '/shared' });
      expect(sdkList.map((e) => e.access)).toEqual(['read_write', 'read_write']);
      const remove = (query: string) => sm(keys.admin, 'DELETE', `/access/shared?${query}`);
      expect((await remove('entity_type=user&environment_name=ROOT&entity_name=pub')).status).toBe(204);
      await refused(await remove('entity_type=user&environment_name=ROOT&entity_name=pub'), 404);
      await refused(await remove('entity_type=group&environment_name=ROOT&entity_name=nobody'), 404);
      await refused(
        await sm(keys.admin, 'PUT', '/access/shared', {
          entity_type: 'group',
          environment_name: 'Nowhere',
          entity_name: 'testers',
          access: 'read',
        }),
        404,
      );
      await refused(await sm(keys.admin, 'GET', '/access/no-such-item'), 404);
    });

    it('refuses every access call of a user who is not an administrator (403), even with read_write on the item', async () => {
      await mkdir('/guarded');
      await grant('guarded', 'group', 'testers', 'read_write');
      const entry = { entity_type: 'user', environment_name: 'ROOT', entity_name: 'user', access: 'read_write' };
      await refused(await sm(keys.user, 'GET', '/access/guarded'), 403);
      await refused(await sm(keys.user, 'PUT', '/access/guarded', entry), 403);
      await refused(
        await sm(keys.user, 'DELETE', '/access/guarded?entity_type=group&environment_name=ROOT&entity_name=testers'),
        403,
      );
      expect((await failure(c.groupAdmin.secrets.itemAccess.listItemAccess({ path: '/guarded' }))).status).toBe(403);
      expect(await read<unknown[]>(await sm(keys.admin, 'GET', '/access/guarded'), 200)).toHaveLength(1);
    });

    it("copies the parent's access when an item is created, and only then", async () => {
      await mkdir('/project');
      await grant('project', 'group', 'testers', 'read_write');
      await mksecret('/project/first', '1');
      const copied = [{ entity_type: 'group', environment_name: 'ROOT', entity_name: 'testers', access: 'read_write' }];
      expect(await read(await sm(keys.admin, 'GET', '/access/project/first'), 200)).toEqual(copied);
      // A later change of the parent does not reach the item created before it.
      await grant('project', 'group', 'testers', 'read');
      expect(await read(await sm(keys.admin, 'GET', '/access/project/first'), 200)).toEqual(copied);
      await mksecret('/project/second', '2');
      expect(await read(await sm(keys.admin, 'GET', '/access/project/second'), 200)).toEqual([
        { ...copied[0], access: 'read' },
      ]);
      // Access is evaluated on the item itself: without access to the parent, the item stays readable.
      expect(
        (await sm(keys.admin, 'DELETE', '/access/project?entity_type=group&environment_name=ROOT&entity_name=testers'))
          .status,
      ).toBe(204);
      await refused(await sm(keys.user, 'GET', '/item/project'), 404);
      expect((await read(await sm(keys.user, 'GET', '/item/project/first'), 200)).value).toBe('1');
    });
  });

  describe('read and read_write', () => {
    it('a directory with read: its items are listed (only those the user has access to); nothing is created or deleted in it', async () => {
      await mkdir('/ro');
      await mksecret('/ro/hidden', 'h');
      await grant('ro', 'group', 'testers', 'read');
      await mksecret('/ro/seen', 's');
      const listing = await read(await sm(keys.user, 'GET', '/item/ro'), 200);
      expect(listing).toMatchObject({ access: 'read' });
      expect(listing.items?.map((i) => [i.name, i.access])).toEqual([['seen', 'read']]);
      expect((await read(await sm(keys.admin, 'GET', '/item/ro'), 200)).items?.map((i) => i.name)).toEqual([
        'hidden',
        'seen',
      ]);
      await refused(await sm(keys.user, 'GET', '/item/ro/hidden'), 404);
      await refused(await sm(keys.user, 'POST', '/item/ro/mine', { type: 'secret', value: 'm' }), 403);
      await refused(await sm(keys.admin, 'GET', '/item/ro/mine'), 404);
      await mkdir('/ro/empty');
      await grant('ro%2Fempty', 'group', 'testers', 'read');
      await refused(await sm(keys.user, 'DELETE', '/item/ro/empty'), 403);
    });

    it('a directory with read_write: the user creates items in it (which they then own with read_write) and deletes it once empty', async () => {
      await mkdir('/rw');
      await grant('rw', 'group', 'testers', 'read_write');
      const made = await read(await sm(keys.user, 'POST', '/item/rw/token', { type: 'secret', value: 't' }), 201);
      expect(made).toMatchObject({ created_by: 'user', access: 'read_write' });
      await read(await sm(keys.user, 'POST', '/item/rw/sub', { type: 'directory' }), 201);
      // The other members of the group got the same access through the copy.
      expect((await read(await sm(keys.publisher, 'GET', '/item/rw/token'), 200)).value).toBe('t');
      await refused(await sm(keys.user, 'DELETE', '/item/rw'), 409);
      expect((await sm(keys.user, 'DELETE', '/item/rw/token')).status).toBe(204);
      expect((await sm(keys.user, 'DELETE', '/item/rw/sub')).status).toBe(204);
      expect((await sm(keys.user, 'DELETE', '/item/rw')).status).toBe(204);
    });

    it('a secret with read: its value is read, not modified or deleted; with read_write it is modified and deleted', async () => {
      await mkdir('/vault');
      await mksecret('/vault/ro', 'r');
      await mksecret('/vault/rw', 'w');
      await grant('vault%2Fro', 'user', 'user', 'read');
      await grant('vault%2Frw', 'user', 'user', 'read_write');
      expect(await read(await sm(keys.user, 'GET', '/item/vault/ro'), 200)).toMatchObject({
        value: 'r',
        access: 'read',
      });
      await refused(await sm(keys.user, 'PATCH', '/item/vault/ro', { value: 'x' }), 403);
      await refused(await sm(keys.user, 'DELETE', '/item/vault/ro'), 403);
      expect((await read(await sm(keys.admin, 'GET', '/item/vault/ro'), 200)).value).toBe('r');
      // A user's own entry: another member of the same group sees nothing.
      await refused(await sm(keys.publisher, 'GET', '/item/vault/ro'), 404);
      const changed = await read(await sm(keys.user, 'PATCH', '/item/vault/rw', { value: 'w2' }), 200);
      expect(changed).toMatchObject({ modified_by: 'user', created_by: 'admin' });
      expect((await c.user.secrets.items.getItem({ path: '/vault/rw' })).value).toBe('w2');
      expect((await sm(keys.user, 'DELETE', '/item/vault/rw')).status).toBe(204);
      await refused(await sm(keys.admin, 'GET', '/access/vault/rw'), 404);
    });

    it('a deleted group or user leaves no access behind', async () => {
      await c.admin.main.groups.createGroup({ environmentName: 'ROOT', groupCreate: { groupname: 'vanishing' } });
      await mkdir('/gone');
      await grant('gone', 'group', 'vanishing', 'read');
      await c.admin.main.groups.deleteGroup({ environmentName: 'ROOT', groupName: 'vanishing' });
      expect(await read(await sm(keys.admin, 'GET', '/access/gone'), 200)).toEqual([]);
    });

    it('logged every request, and no secret value', () => {
      const log = sandbox.output();
      expect(log).toContain('/pro/secret-manager/v1/item');
      for (const value of ['s3cr3t', 'n3w', 'kkkkkkkk', '"w2"'])
        expect([value, log.includes(value)]).toEqual([value, false]);
    });
  });
});
