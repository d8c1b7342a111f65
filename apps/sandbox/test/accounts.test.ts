import { json, rawRequest, refused, signIn, expectErrorAnswer } from './support/clients';
import { backends } from './support/harness';
import { DEMO_PASSWORD, useDemoSuite } from './support/suite';

jest.setTimeout(180_000);

const env = (
  name: string,
  extra: Partial<{ description: string; samlMetadataUrl: string | null; isDefault: boolean }> = {},
) => ({
  environmentCreate: { name, description: '', samlMetadataUrl: null, isDefault: false, ...extra },
});

describe.each(backends)('environments, groups and users (%s)', (backend) => {
  const { sb, admin, groupAdmin, publisher, user } = useDemoSuite(
    { backend },
    { groupAdmin: 'greg', publisher: 'paula', user: 'alice' },
  );

  describe('environments', () => {
    it('creates, reads, edits and deletes environments (admins and group admins only)', async () => {
      await refused(user.pro.main.environments.createEnvironment(env('Plant')), 403);
      await refused(publisher.pro.main.environments.createEnvironment(env('Plant')), 403);
      const created = await json(
        admin.pro.main.environments.createEnvironmentRaw(env('  Plant  ', { description: ' North plant ' })),
        'main',
        'Environment',
      );
      expect(created).toMatchObject({
        name: 'Plant',
        description: 'North plant',
        isDefault: false,
        samlMetadataUrl: null,
      });
      const byGroupAdmin = await json(
        groupAdmin.pro.main.environments.createEnvironmentRaw(env('Depot')),
        'main',
        'Environment',
      );
      expect(byGroupAdmin.id).not.toBe(created.id);
      expect(
        await json(user.pro.main.environments.getEnvironmentRaw({ environmentName: 'plant' }), 'main', 'Environment'),
      ).toMatchObject({ name: 'Plant' });
      await refused(
        user.pro.main.environments.updateEnvironment({
          environmentName: 'Plant',
          environmentUpdate: { description: 'x' },
        }),
        403,
      );
      const edited = await json(
        admin.pro.main.environments.updateEnvironmentRaw({
          environmentName: 'Plant',
          environmentUpdate: { name: 'Plant2', samlMetadataUrl: 'https://idp.example/metadata' },
        }),
        'main',
        'Environment',
      );
      expect(edited).toMatchObject({
        name: 'Plant2',
        description: 'North plant',
        samlMetadataUrl: 'https://idp.example/metadata',
      });
      const groups = await json(
        admin.pro.main.groups.listGroupsRaw({ environmentName: 'Plant2' }),
        'main',
        'GroupList',
      );
      expect(groups.entities.find((g: { name: string }) => g.name === 'everyone')).toMatchObject({ max_users: -1 });
      await refused(user.pro.main.environments.deleteEnvironment({ environmentName: 'Plant2' }), 403);
      await groupAdmin.pro.main.environments.deleteEnvironment({ environmentName: 'Depot' });
      await admin.pro.main.environments.deleteEnvironment({ environmentName: 'Plant2' });
      await refused(admin.pro.main.environments.getEnvironment({ environmentName: 'Plant2' }), 404, 10400);
    });

    it('applies the section 5 rules with their messages', async () => {
      const create = (name: string, extra = {}) => admin.pro.main.environments.createEnvironment(env(name, extra));
      expect((await refused(create('root'), 400)).message).toBe(
        'Reserved environment name. Please choose a different one.',
      );
      expect((await refused(create('namedusers'), 400)).message).toBe(
        'Reserved environment name. Please choose a different one.',
      );
      expect((await refused(create('DEMO_PASSWORD'), 409)).message).toBe('Environment with this name already exists');
      expect((await refused(create('x'.repeat(41)), 400)).message).toBe('Name should be less than 40 characters.');
      expect((await refused(create('   '), 400)).message).toBe('Environment name is required.');
      expect((await refused(create('bad/name'), 400)).message).toBe('The input contains invalid characters');
      expect((await refused(create('Desc', { description: 'd'.repeat(256) }), 400)).message).toBe(
        'Description should be less than 255 characters.',
      );
      expect((await refused(create('Url', { samlMetadataUrl: 'not a url' }), 400)).message).toBe(
        'When provided, this has to be a valid URL.',
      );
      const names = (await admin.pro.main.environments.listEnvironments()).environments.map((e) => e.name);
      expect(names).not.toEqual(expect.arrayContaining(['Desc', 'Url']));
    });

    it('protects the root environment and makes it the default when the default is deleted', async () => {
      expect(
        (
          await refused(
            admin.pro.main.environments.updateEnvironment({
              environmentName: 'ROOT',
              environmentUpdate: { description: 'x' },
            }),
            403,
          )
        ).message,
      ).toBe('The root environment cannot be edited or deleted.');
      await refused(admin.pro.main.environments.deleteEnvironment({ environmentName: 'ROOT' }), 403, 10402);
      await admin.pro.main.environments.createEnvironment(env('Temp', { isDefault: true }));
      let list = (await admin.pro.main.environments.listEnvironments()).environments;
      expect(list.filter((e) => e.isDefault).map((e) => e.name)).toEqual(['Temp']);
      await admin.pro.main.environments.deleteEnvironment({ environmentName: 'Temp' });
      list = (await admin.pro.main.environments.listEnvironments()).environments;
      expect(list.filter((e) => e.isDefault).map((e) => e.name)).toEqual(['ROOT']);
    });

    it('answers bad input with 4xx and the Error schema', async () => {
      const post = (body: string, type = 'application/json') =>
        rawRequest(admin.fetch, `${sb.baseUrl}/pro-api/v2/environments`, {
          method: 'POST',
          headers: { 'content-type': type },
          body,
        });
      expectErrorAnswer(await post('{"name": "Broken"'), 400);
      expectErrorAnswer(
        await post('{"name": 42, "description": "", "samlMetadataUrl": null, "isDefault": false}'),
        400,
      );
      expectErrorAnswer(await post('{"name": "NoFlags"}'), 400);
      expectErrorAnswer(await post('name=Form', 'text/plain'), 415);
      expectErrorAnswer(await rawRequest(admin.fetch, `${sb.baseUrl}/pro-api/v2/environments/Nowhere`), 404);
      expectErrorAnswer(await rawRequest(admin.fetch, `${sb.baseUrl}/pro-api/v2/environments/a%00b`), 400);
      expectErrorAnswer(
        await post('{"name": "Nul\\u0000", "description": "", "samlMetadataUrl": null, "isDefault": false}'),
        400,
      );
      const noBoundary = await rawRequest(admin.fetch, `${sb.baseUrl}/pro-api/v2/customization`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data' },
        body: 'no boundary',
      });
      expectErrorAnswer(noBoundary, 400);
      const names = (await admin.pro.main.environments.listEnvironments()).environments.map((e) => e.name);
      expect(names).not.toEqual(expect.arrayContaining(['Broken', 'NoFlags', 'Form']));
    });
  });

  describe('groups', () => {
    it('creates, reads, renames and deletes groups, refusing users and publishers', async () => {
      await refused(
        user.pro.main.groups.createGroup({ environmentName: 'Demo', groupCreate: { groupname: 'Sales' } }),
        403,
      );
      await refused(
        publisher.pro.main.groups.createGroup({ environmentName: 'Demo', groupCreate: { groupname: 'Sales' } }),
        403,
      );
      const created = await json(
        admin.pro.main.groups.createGroupRaw({
          environmentName: 'Demo',
          groupCreate: { groupname: 'Sales', max_users: 2 },
        }),
        'main',
        'Group',
      );
      expect(created).toMatchObject({ name: 'Sales', environment: 'Demo', max_users: 2, curr_users: 0 });
      expect(created.entity & 0x7f).toBe(1);
      expect(
        await json(
          publisher.pro.main.groups.getGroupRaw({ environmentName: 'Demo', groupName: 'sales' }),
          'main',
          'Group',
        ),
      ).toMatchObject({ name: 'Sales' });
      await refused(user.pro.main.groups.listGroups({ environmentName: 'Demo' }), 403);
      const renamed = await json(
        groupAdmin.pro.main.groups.updateGroupRaw({
          environmentName: 'Demo',
          groupName: 'Sales',
          groupUpdate: { groupname: 'Sales EU', description: 'Europe' },
        }),
        'main',
        'Group',
      );
      expect(renamed).toMatchObject({ name: 'Sales EU', description: 'Europe', entity: created.entity });
      await refused(user.pro.main.groups.deleteGroup({ environmentName: 'Demo', groupName: 'Sales EU' }), 403);
      await groupAdmin.pro.main.groups.deleteGroup({ environmentName: 'Demo', groupName: 'Sales EU' });
      await refused(admin.pro.main.groups.getGroup({ environmentName: 'Demo', groupName: 'Sales EU' }), 404, 10300);
    });

    it('lists role groups and the everyone group and protects them', async () => {
      const groups = await json(admin.pro.main.groups.listGroupsRaw({ environmentName: 'Demo' }), 'main', 'GroupList');
      const byName = new Map(groups.entities.map((g: { name: string; entity: number }) => [g.name, g]));
      expect(byName.get('admin')).toMatchObject({ entity: 128 });
      expect(byName.get('AppPublishers')).toMatchObject({ entity: 896 });
      expect(byName.get('everyone')).toMatchObject({ max_users: -1, curr_users: 5 });
      for (const groupName of ['admin', 'AppPublishers', 'everyone']) {
        await refused(admin.pro.main.groups.deleteGroup({ environmentName: 'Demo', groupName }), 403, 10307);
        await refused(
          admin.pro.main.groups.updateGroup({
            environmentName: 'Demo',
            groupName,
            groupUpdate: { groupname: 'Renamed' },
          }),
          403,
          10307,
        );
      }
    });

    it('applies the section 5 rules with their messages', async () => {
      const create = (groupname: string) =>
        admin.pro.main.groups.createGroup({ environmentName: 'Demo', groupCreate: { groupname } });
      expect((await refused(create('Admin'), 400)).message).toBe('"admin" is a reserved group name');
      expect((await refused(create('planners'), 409)).message).toBe('Group with this name already exists');
      expect((await refused(create('g'.repeat(41)), 400)).message).toBe(
        'Description should be less than 40 characters.',
      );
      expect((await refused(create(''), 400)).message).toBe('Group name is required.');
      expect((await refused(create('a/b'), 400)).message).toBe('The input contains invalid characters');
      await refused(admin.pro.main.groups.listGroups({ environmentName: 'Nowhere' }), 404);
    });

    it('keeps max_users: a full group refuses new members', async () => {
      await admin.pro.main.groups.createGroup({
        environmentName: 'Demo',
        groupCreate: { groupname: 'Tiny', max_users: 1 },
      });
      await admin.pro.main.groups.addUserToGroup({ environmentName: 'Demo', groupName: 'Tiny', userId: 'alice' });
      await refused(
        admin.pro.main.groups.addUserToGroup({ environmentName: 'Demo', groupName: 'Tiny', userId: 'bob' }),
        409,
        10310,
      );
      const tiny = await admin.pro.main.groups.getGroup({ environmentName: 'Demo', groupName: 'Tiny' });
      expect(tiny).toMatchObject({ max_users: 1, curr_users: 1 });
    });

    it('refuses to delete a group whose users would be orphaned', async () => {
      await admin.pro.main.groups.createGroup({ environmentName: 'Demo', groupCreate: { groupname: 'Lonely' } });
      await admin.pro.main.users.createUser({
        environmentName: 'Demo',
        userCreate: { username: 'orphan', password: 'Orphan#Pass123' },
      });
      await admin.pro.main.groups.addUserToGroup({ environmentName: 'Demo', groupName: 'Lonely', userId: 'orphan' });
      const err = await refused(
        admin.pro.main.groups.deleteGroup({ environmentName: 'Demo', groupName: 'Lonely' }),
        409,
        10306,
      );
      expect(err.message).toBe(
        'This group cannot be deleted because it has some users that are only part of this group and no other. They cannot be orphaned.',
      );
      const members = await json(
        admin.pro.main.groups.listGroupUsersRaw({ environmentName: 'Demo', groupName: 'Lonely' }),
        'main',
        'UserList',
      );
      expect(members.entities.map((u: { name: string }) => u.name)).toEqual(['orphan']);
    });
  });

  describe('users and memberships', () => {
    it('creates, reads, edits and deletes users, refusing users and publishers', async () => {
      const body = { username: 'carol', fullname: 'Carol C', email: 'carol@example.com', password: 'Carol#Pass123' };
      await refused(user.pro.main.users.createUser({ environmentName: 'Demo', userCreate: body }), 403);
      await refused(publisher.pro.main.users.createUser({ environmentName: 'Demo', userCreate: body }), 403);
      const created = await json(
        groupAdmin.pro.main.users.createUserRaw({ environmentName: 'Demo', userCreate: body }),
        'main',
        'User',
      );
      expect(created).toMatchObject({
        name: 'carol',
        description: 'Carol C',
        email: 'carol@example.com',
        environment: { name: 'Demo' },
        groups: [],
      });
      const list = await json(publisher.pro.main.users.listUsersRaw({ environmentName: 'Demo' }), 'main', 'UserList');
      expect(list.entities.map((u: { name: string }) => u.name)).toContain('carol');
      await refused(user.pro.main.users.listUsers({ environmentName: 'Demo' }), 403);
      await json(admin.pro.main.users.getUserRaw({ environmentName: 'Demo', userName: 'CAROL' }), 'main', 'User');
      await refused(
        user.pro.main.users.updateUser({ environmentName: 'Demo', userName: 'carol', userUpdate: { fullname: 'x' } }),
        403,
      );
      const edited = await json(
        admin.pro.main.users.updateUserRaw({
          environmentName: 'Demo',
          userName: 'carol',
          userUpdate: { username: 'caroline', email: 'c@example.com' },
        }),
        'main',
        'User',
      );
      expect(edited).toMatchObject({ name: 'caroline', email: 'c@example.com', description: 'Carol C' });
      await signIn(sb.baseUrl, 'Demo', 'caroline', 'Carol#Pass123');
      await refused(user.pro.main.users.deleteUser({ environmentName: 'Demo', userName: 'caroline' }), 403);
      await admin.pro.main.users.deleteUser({ environmentName: 'Demo', userName: 'caroline' });
      await refused(admin.pro.main.users.getUser({ environmentName: 'Demo', userName: 'caroline' }), 404, 10302);
    });

    it('lets users read and save their own profile only', async () => {
      const me = await json(
        user.pro.main.users.updateUserRaw({
          environmentName: 'Demo',
          userName: 'alice',
          userUpdate: { fullname: 'Alice A', email: 'a@example.com' },
        }),
        'main',
        'User',
      );
      expect(me).toMatchObject({ description: 'Alice A', email: 'a@example.com' });
      await json(user.pro.main.users.getUserRaw({ environmentName: 'Demo', userName: 'alice' }), 'main', 'User');
      await refused(user.pro.main.users.getUser({ environmentName: 'Demo', userName: 'bob' }), 403);
      await refused(
        user.pro.main.users.updateUser({
          environmentName: 'Demo',
          userName: 'alice',
          userUpdate: { username: 'queen' },
        }),
        403,
      );
      expect(
        (
          await refused(
            user.pro.main.users.updateUser({
              environmentName: 'Demo',
              userName: 'alice',
              userUpdate: { email: 'nope' },
            }),
            400,
          )
        ).message,
      ).toBe('Email address is invalid.');
    });

    it('applies the section 5 rules with their messages', async () => {
      const create = (userCreate: { username: string; password?: string; fullname?: string; email?: string }) =>
        admin.pro.main.users.createUser({ environmentName: 'Demo', userCreate });
      expect((await refused(create({ username: 'Admin', password: 'Valid#Pass123' }), 400)).message).toBe(
        'Reserved username. Please choose a different one.',
      );
      expect((await refused(create({ username: 'ALICE', password: 'Valid#Pass123' }), 409)).message).toBe(
        'User with this name already exists',
      );
      expect((await refused(create({ username: 'u'.repeat(26), password: 'Valid#Pass123' }), 400)).message).toBe(
        "The 'Username' cannot be longer than 25 characters.",
      );
      expect((await refused(create({ username: 'nopass' }), 400)).message).toBe('Password is required.');
      expect((await refused(create({ username: 'weak', password: 'weak' }), 400)).message).toBe(
        'Password must be at least 12 characters long, contain at least one lowercase letter, one uppercase letter, one number, and one special character.',
      );
      expect(
        (await refused(create({ username: 'long', password: 'Valid#Pass123', fullname: 'f'.repeat(41) }), 400)).message,
      ).toBe("The 'Full name' cannot be longer than 40 characters.");
      expect((await refused(create({ username: 'mail', password: 'Valid#Pass123', email: 'x@' }), 400)).message).toBe(
        'Email address is invalid.',
      );
      const sso = await json(
        admin.pro.main.users.createUserRaw({ environmentName: 'CorporateSSO', userCreate: { username: 'ssouser' } }),
        'main',
        'User',
      );
      expect(sso.environment.samlMetadataUrl).toMatch(/dev-idp/);
    });

    it('protects the administrator account', async () => {
      const locked = 'The administrator account cannot be edited, have its app access managed, or be deleted.';
      expect(
        (
          await refused(
            admin.pro.main.users.updateUser({
              environmentName: 'ROOT',
              userName: 'admin',
              userUpdate: { password: 'Other#Pass1234' },
            }),
            403,
          )
        ).message,
      ).toBe(locked);
      expect(
        (await refused(admin.pro.main.users.deleteUser({ environmentName: 'ROOT', userName: 'admin' }), 403)).message,
      ).toBe(locked);
      const lowered = await refused(
        admin.pro.main.groups.removeUserFromGroup({ environmentName: 'ROOT', groupName: 'admin', userId: 'admin' }),
        403,
      );
      expect(lowered.message).toBe('The Administrator role is restricted and cannot be changed to a lower level');
      expect(
        (
          await refused(
            admin.pro.main.users.updateUser({
              environmentName: 'ROOT',
              userName: 'admin',
              userUpdate: { fullname: 'The Admin' },
            }),
            403,
          )
        ).message,
      ).toBe(locked);
      await refused(
        groupAdmin.pro.main.groups.addUserToGroup({ environmentName: 'Demo', groupName: 'UserAdmin', userId: 'bob' }),
        403,
        10307,
      );
    });

    it('lets group admins manage users but not administrators', async () => {
      await refused(
        groupAdmin.pro.main.users.updateUser({
          environmentName: 'Demo',
          userName: 'ada',
          userUpdate: { password: 'Taken#Over1234' },
        }),
        403,
      );
      await refused(groupAdmin.pro.main.users.deleteUser({ environmentName: 'Demo', userName: 'ada' }), 403);
      await refused(
        groupAdmin.pro.main.groups.addUserToGroup({ environmentName: 'Demo', groupName: 'Planners', userId: 'ada' }),
        403,
      );
      await signIn(sb.baseUrl, 'Demo', 'ada', DEMO_PASSWORD);
      await admin.pro.main.users.updateUser({
        environmentName: 'Demo',
        userName: 'ada',
        userUpdate: { email: 'ada@example.org' },
      });
    });

    it('answers 10303 for a user already in the group and keeps the only-group rule', async () => {
      const err = await refused(
        admin.pro.main.groups.addUserToGroup({ environmentName: 'Demo', groupName: 'Analysts', userId: 'bob' }),
        409,
        10303,
      );
      expect(err.message).toContain('already');
      await refused(
        user.pro.main.groups.addUserToGroup({ environmentName: 'Demo', groupName: 'Planners', userId: 'bob' }),
        403,
      );
      const only = await refused(
        admin.pro.main.groups.removeUserFromGroup({ environmentName: 'Demo', groupName: 'Analysts', userId: 'bob' }),
        409,
        10305,
      );
      expect(only.message).toBe(
        'This user cannot be removed from this group, because it is only part of this group and no other.',
      );
      await groupAdmin.pro.main.groups.addUserToGroup({
        environmentName: 'Demo',
        groupName: 'Planners',
        userId: 'bob',
      });
      await refused(
        user.pro.main.groups.removeUserFromGroup({ environmentName: 'Demo', groupName: 'Analysts', userId: 'bob' }),
        403,
      );
      await groupAdmin.pro.main.groups.removeUserFromGroup({
        environmentName: 'Demo',
        groupName: 'Analysts',
        userId: 'bob',
      });
      const bob = await admin.pro.main.users.getUser({ environmentName: 'Demo', userName: 'bob' });
      expect(bob.groups).toEqual([257]);
      await refused(
        admin.pro.main.groups.addUserToGroup({ environmentName: 'Demo', groupName: 'Planners', userId: 'nobody' }),
        404,
      );
    });

    it('changes roles through the role groups, with the no-regular-group rule', async () => {
      const flags = async () => {
        const s = await signIn(sb.baseUrl, 'Demo', 'dave', 'Dave#Pass1234');
        return s.pro.main.users.getCurrentUser();
      };
      await admin.pro.main.users.createUser({
        environmentName: 'Demo',
        userCreate: { username: 'dave', password: 'Dave#Pass1234' },
      });
      const noGroup = await refused(
        admin.pro.main.groups.addUserToGroup({ environmentName: 'Demo', groupName: 'AppPublishers', userId: 'dave' }),
        403,
        10309,
      );
      expect(noGroup.message).toBe(
        'User is not part of any regular group and can only stay at, or be promoted to Administrator',
      );
      await refused(
        groupAdmin.pro.main.groups.addUserToGroup({ environmentName: 'Demo', groupName: 'admin', userId: 'dave' }),
        403,
      );
      await admin.pro.main.groups.addUserToGroup({ environmentName: 'Demo', groupName: 'admin', userId: 'dave' });
      expect(await flags()).toMatchObject({ isAdmin: true });
      await refused(
        admin.pro.main.groups.removeUserFromGroup({ environmentName: 'Demo', groupName: 'admin', userId: 'dave' }),
        403,
        10309,
      );
      await admin.pro.main.groups.addUserToGroup({ environmentName: 'Demo', groupName: 'Analysts', userId: 'dave' });
      await admin.pro.main.groups.removeUserFromGroup({ environmentName: 'Demo', groupName: 'admin', userId: 'dave' });
      await groupAdmin.pro.main.groups.addUserToGroup({
        environmentName: 'Demo',
        groupName: 'AppPublishers',
        userId: 'dave',
      });
      expect(await flags()).toMatchObject({ isAdmin: false, isAppPublisher: true });
      await groupAdmin.pro.main.groups.removeUserFromGroup({
        environmentName: 'Demo',
        groupName: 'AppPublishers',
        userId: 'dave',
      });
      expect(await flags()).toMatchObject({ isAdmin: false, isAppPublisher: false, isGroupAdmin: false });
    });
  });
});
