import type { Main } from '@pro-portal/sdk';
import { json, rawRequest, refused, refusedWith, expectErrorAnswer } from './support/clients';
import { signIn, backends } from '@pro-portal/test-harness';
import { DEMO_PASSWORD, useDemoSuite } from './support/suite';

jest.setTimeout(180_000);

const env = (
  name: string,
  extra: Partial<{ description: string; samlMetadataUrl: string | null; isDefault: boolean }> = {},
) => ({
  environmentCreate: { name, description: '', samlMetadataUrl: null, isDefault: false, ...extra },
});

/** Arguments naming a user, a group or a membership in the Demo environment. */
const demo = { environmentName: 'Demo' };
const demoUser = (userName: string) => ({ ...demo, userName });
const demoGroup = (groupName: string) => ({ ...demo, groupName });
const demoMember = (groupName: string, userId: string) => ({ ...demoGroup(groupName), userId });

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

    it.each([
      ['root', {}, 400, 'Reserved environment name. Please choose a different one.'],
      ['namedusers', {}, 400, 'Reserved environment name. Please choose a different one.'],
      ['DEMO', {}, 409, 'Environment with this name already exists'],
      ['x'.repeat(41), {}, 400, 'Name should be less than 40 characters.'],
      ['   ', {}, 400, 'Environment name is required.'],
      ['bad/name', {}, 400, 'The input contains invalid characters'],
      ['Desc', { description: 'd'.repeat(256) }, 400, 'Description should be less than 255 characters.'],
      ['Url', { samlMetadataUrl: 'not a url' }, 400, 'When provided, this has to be a valid URL.'],
    ])('applies the environment rules: %j with %j answers %i %j', async (name, extra, status, message) => {
      await refusedWith(admin.pro.main.environments.createEnvironment(env(name, extra)), status, message);
    });

    it('creates none of the environments that the rules refused', async () => {
      const names = (await admin.pro.main.environments.listEnvironments()).environments.map((e) => e.name);
      expect(names).not.toEqual(expect.arrayContaining(['Desc', 'Url']));
    });

    it('protects the root environment and makes it the default when the default is deleted', async () => {
      await refusedWith(
        admin.pro.main.environments.updateEnvironment({
          environmentName: 'ROOT',
          environmentUpdate: { description: 'x' },
        }),
        403,
        'The root environment cannot be edited or deleted.',
      );
      await refused(admin.pro.main.environments.deleteEnvironment({ environmentName: 'ROOT' }), 403, 10402);
      await admin.pro.main.environments.createEnvironment(env('Temp', { isDefault: true }));
      let list = (await admin.pro.main.environments.listEnvironments()).environments;
      expect(list.filter((e) => e.isDefault).map((e) => e.name)).toEqual(['Temp']);
      await admin.pro.main.environments.deleteEnvironment({ environmentName: 'Temp' });
      list = (await admin.pro.main.environments.listEnvironments()).environments;
      expect(list.filter((e) => e.isDefault).map((e) => e.name)).toEqual(['ROOT']);
    });

    it('makes the root environment the default again (Make default), and changes nothing else of it', async () => {
      const defaults = async () =>
        (await admin.pro.main.environments.listEnvironments()).environments
          .filter((e) => e.isDefault)
          .map((e) => e.name);
      await admin.pro.main.environments.createEnvironment(env('Temp2', { isDefault: true }));
      expect(await defaults()).toEqual(['Temp2']);
      await refusedWith(
        admin.pro.main.environments.updateEnvironment({
          environmentName: 'ROOT',
          environmentUpdate: { isDefault: true, description: 'x' },
        }),
        403,
        'The root environment cannot be edited or deleted.',
      );
      expect(await defaults()).toEqual(['Temp2']);
      const root = await admin.pro.main.environments.updateEnvironment({
        environmentName: 'ROOT',
        environmentUpdate: { isDefault: true },
      });
      expect(root).toMatchObject({ name: 'ROOT', isDefault: true });
      expect(await defaults()).toEqual(['ROOT']);
      await admin.pro.main.environments.deleteEnvironment({ environmentName: 'Temp2' });
    });

    it('lets only administrators delete an environment that holds an administrator, whose users go with it', async () => {
      await admin.pro.main.environments.createEnvironment(env('Annex'));
      await admin.pro.main.groups.createGroup({ environmentName: 'Annex', groupCreate: { groupname: 'Crew' } });
      await admin.pro.main.users.createUser({
        environmentName: 'Annex',
        userCreate: { username: 'boss', fullname: '', email: '', password: 'Annex#Boss1234' },
      });
      await admin.pro.main.groups.addUserToGroup({ environmentName: 'Annex', groupName: 'Crew', userId: 'boss' });
      await admin.pro.main.groups.addUserToGroup({ environmentName: 'Annex', groupName: 'admin', userId: 'boss' });
      await refusedWith(
        groupAdmin.pro.main.environments.deleteEnvironment({ environmentName: 'Annex' }),
        403,
        'Only administrators may change administrators.',
      );
      expect(await admin.pro.main.users.getUser({ environmentName: 'Annex', userName: 'boss' })).toMatchObject({
        name: 'boss',
      });
      await admin.pro.main.environments.deleteEnvironment({ environmentName: 'Annex' });
      await refused(admin.pro.main.environments.getEnvironment({ environmentName: 'Annex' }), 404, 10400);
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
      expect(await json(publisher.pro.main.groups.getGroupRaw(demoGroup('sales')), 'main', 'Group')).toMatchObject({
        name: 'Sales',
      });
      await refused(user.pro.main.groups.listGroups(demo), 403);
      const groupUpdate = { groupname: 'Sales EU', description: 'Europe' };
      const renamed = await json(
        groupAdmin.pro.main.groups.updateGroupRaw({ ...demoGroup('Sales'), groupUpdate }),
        'main',
        'Group',
      );
      expect(renamed).toMatchObject({ name: 'Sales EU', description: 'Europe', entity: created.entity });
      await refused(user.pro.main.groups.deleteGroup(demoGroup('Sales EU')), 403);
      await groupAdmin.pro.main.groups.deleteGroup(demoGroup('Sales EU'));
      await refused(admin.pro.main.groups.getGroup(demoGroup('Sales EU')), 404, 10300);
    });

    it('lists role groups and the everyone group and protects them', async () => {
      const groups = await json(admin.pro.main.groups.listGroupsRaw(demo), 'main', 'GroupList');
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

    it.each([
      ['Admin', 400, '"admin" is a reserved group name'],
      ['planners', 409, 'Group with this name already exists'],
      ['g'.repeat(41), 400, 'Description should be less than 40 characters.'],
      ['', 400, 'Group name is required.'],
      ['a/b', 400, 'The input contains invalid characters'],
    ])('applies the group name rules: %j answers %i %j', async (groupname, status, message) => {
      const create = admin.pro.main.groups.createGroup({ environmentName: 'Demo', groupCreate: { groupname } });
      await refusedWith(create, status, message);
    });

    it('answers 404 for the groups of an unknown environment', async () => {
      await refused(admin.pro.main.groups.listGroups({ environmentName: 'Nowhere' }), 404);
    });

    it('keeps max_users: a full group refuses new members', async () => {
      await admin.pro.main.groups.createGroup({
        environmentName: 'Demo',
        groupCreate: { groupname: 'Tiny', max_users: 1 },
      });
      await admin.pro.main.groups.addUserToGroup(demoMember('Tiny', 'alice'));
      await refused(admin.pro.main.groups.addUserToGroup(demoMember('Tiny', 'bob')), 409, 10310);
      const tiny = await admin.pro.main.groups.getGroup(demoGroup('Tiny'));
      expect(tiny).toMatchObject({ max_users: 1, curr_users: 1 });
    });

    it('refuses to delete a group whose users would be orphaned', async () => {
      await admin.pro.main.groups.createGroup({ environmentName: 'Demo', groupCreate: { groupname: 'Lonely' } });
      await admin.pro.main.users.createUser({
        environmentName: 'Demo',
        userCreate: { username: 'orphan', password: 'Orphan#Pass123' },
      });
      await admin.pro.main.groups.addUserToGroup(demoMember('Lonely', 'orphan'));
      await refusedWith(
        admin.pro.main.groups.deleteGroup(demoGroup('Lonely')),
        409,
        'This group cannot be deleted because it has some users that are only part of this group and no other. They cannot be orphaned.',
        10306,
      );
      const members = await json(admin.pro.main.groups.listGroupUsersRaw(demoGroup('Lonely')), 'main', 'UserList');
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
      const list = await json(publisher.pro.main.users.listUsersRaw(demo), 'main', 'UserList');
      expect(list.entities.map((u: { name: string }) => u.name)).toContain('carol');
      await refused(user.pro.main.users.listUsers(demo), 403);
      await json(admin.pro.main.users.getUserRaw(demoUser('CAROL')), 'main', 'User');
      await refused(user.pro.main.users.updateUser({ ...demoUser('carol'), userUpdate: { fullname: 'x' } }), 403);
      const userUpdate = { username: 'caroline', email: 'c@example.com' };
      const edited = await json(
        admin.pro.main.users.updateUserRaw({ ...demoUser('carol'), userUpdate }),
        'main',
        'User',
      );
      expect(edited).toMatchObject({ name: 'caroline', email: 'c@example.com', description: 'Carol C' });
      await signIn(sb.baseUrl, 'Demo', 'caroline', 'Carol#Pass123');
      await refused(user.pro.main.users.deleteUser(demoUser('caroline')), 403);
      await admin.pro.main.users.deleteUser(demoUser('caroline'));
      await refused(admin.pro.main.users.getUser(demoUser('caroline')), 404, 10302);
    });

    it('lets users read and save their own profile only', async () => {
      const me = await json(
        user.pro.main.users.updateUserRaw({
          ...demoUser('alice'),
          userUpdate: { fullname: 'Alice A', email: 'a@example.com' },
        }),
        'main',
        'User',
      );
      expect(me).toMatchObject({ description: 'Alice A', email: 'a@example.com' });
      await json(user.pro.main.users.getUserRaw(demoUser('alice')), 'main', 'User');
      await refused(user.pro.main.users.getUser(demoUser('bob')), 403);
      await refused(user.pro.main.users.updateUser({ ...demoUser('alice'), userUpdate: { username: 'queen' } }), 403);
      await refusedWith(
        user.pro.main.users.updateUser({ ...demoUser('alice'), userUpdate: { email: 'nope' } }),
        400,
        'Email address is invalid.',
      );
    });

    const valid = 'Valid#Pass123';
    it.each<[Main.UserCreate, number, string]>([
      [{ username: 'Admin', password: valid }, 400, 'Reserved username. Please choose a different one.'],
      [{ username: 'ALICE', password: valid }, 409, 'User with this name already exists'],
      [{ username: 'u'.repeat(26), password: valid }, 400, "The 'Username' cannot be longer than 25 characters."],
      [{ username: 'nopass' }, 400, 'Password is required.'],
      [
        { username: 'weak', password: 'weak' },
        400,
        'Password must be at least 12 characters long, contain at least one lowercase letter, one uppercase letter, one number, and one special character.',
      ],
      [
        { username: 'long', password: valid, fullname: 'f'.repeat(41) },
        400,
        "The 'Full name' cannot be longer than 40 characters.",
      ],
      [{ username: 'mail', password: valid, email: 'x@' }, 400, 'Email address is invalid.'],
    ])('applies the user rules: %j answers %i %j', async (userCreate, status, message) => {
      await refusedWith(admin.pro.main.users.createUser({ environmentName: 'Demo', userCreate }), status, message);
    });

    it('creates users in a SAML environment without a password', async () => {
      const sso = await json(
        admin.pro.main.users.createUserRaw({ environmentName: 'CorporateSSO', userCreate: { username: 'ssouser' } }),
        'main',
        'User',
      );
      expect(sso.environment.samlMetadataUrl).toMatch(/dev-idp/);
    });

    it('protects the administrator account', async () => {
      const locked = 'The administrator account cannot be edited, have its app access managed, or be deleted.';
      const rootAdmin = { environmentName: 'ROOT', userName: 'admin' };
      const editRootAdmin = (userUpdate: Main.UserUpdate) =>
        admin.pro.main.users.updateUser({ ...rootAdmin, userUpdate });
      await refusedWith(editRootAdmin({ password: 'Other#Pass1234' }), 403, locked);
      await refusedWith(admin.pro.main.users.deleteUser(rootAdmin), 403, locked);
      await refusedWith(
        admin.pro.main.groups.removeUserFromGroup({ environmentName: 'ROOT', groupName: 'admin', userId: 'admin' }),
        403,
        'The Administrator role is restricted and cannot be changed to a lower level',
      );
      await refusedWith(editRootAdmin({ fullname: 'The Admin' }), 403, locked);
      await refused(groupAdmin.pro.main.groups.addUserToGroup(demoMember('UserAdmin', 'bob')), 403, 10307);
    });

    it('lets group admins manage users but not administrators', async () => {
      await refused(
        groupAdmin.pro.main.users.updateUser({ ...demoUser('ada'), userUpdate: { password: 'Taken#Over1234' } }),
        403,
      );
      await refused(groupAdmin.pro.main.users.deleteUser(demoUser('ada')), 403);
      await refused(groupAdmin.pro.main.groups.addUserToGroup(demoMember('Planners', 'ada')), 403);
      await signIn(sb.baseUrl, 'Demo', 'ada', DEMO_PASSWORD);
      await admin.pro.main.users.updateUser({ ...demoUser('ada'), userUpdate: { email: 'ada@example.org' } });
    });

    it('answers 10303 for a user already in the group and keeps the only-group rule', async () => {
      const err = await refused(admin.pro.main.groups.addUserToGroup(demoMember('Analysts', 'bob')), 409, 10303);
      expect(err.message).toContain('already');
      await refused(user.pro.main.groups.addUserToGroup(demoMember('Planners', 'bob')), 403);
      await refusedWith(
        admin.pro.main.groups.removeUserFromGroup(demoMember('Analysts', 'bob')),
        409,
        'This user cannot be removed from this group, because it is only part of this group and no other.',
        10305,
      );
      // A role group is no regular group: the publisher paula (Planners and AppPublishers) keeps Planners.
      await refusedWith(
        admin.pro.main.groups.removeUserFromGroup(demoMember('Planners', 'paula')),
        409,
        'This user cannot be removed from this group, because it is only part of this group and no other.',
        10305,
      );
      await groupAdmin.pro.main.groups.addUserToGroup(demoMember('Planners', 'bob'));
      await refused(user.pro.main.groups.removeUserFromGroup(demoMember('Analysts', 'bob')), 403);
      await groupAdmin.pro.main.groups.removeUserFromGroup(demoMember('Analysts', 'bob'));
      const bob = await admin.pro.main.users.getUser(demoUser('bob'));
      expect(bob.groups).toEqual([257]);
      await refused(admin.pro.main.groups.addUserToGroup(demoMember('Planners', 'nobody')), 404);
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
      await refusedWith(
        admin.pro.main.groups.addUserToGroup(demoMember('AppPublishers', 'dave')),
        403,
        'User is not part of any regular group and can only stay at, or be promoted to Administrator',
        10309,
      );
      await refused(groupAdmin.pro.main.groups.addUserToGroup(demoMember('admin', 'dave')), 403);
      await admin.pro.main.groups.addUserToGroup(demoMember('admin', 'dave'));
      expect(await flags()).toMatchObject({ isAdmin: true });
      await refused(admin.pro.main.groups.removeUserFromGroup(demoMember('admin', 'dave')), 403, 10309);
      await admin.pro.main.groups.addUserToGroup(demoMember('Analysts', 'dave'));
      await admin.pro.main.groups.removeUserFromGroup(demoMember('admin', 'dave'));
      await groupAdmin.pro.main.groups.addUserToGroup(demoMember('AppPublishers', 'dave'));
      expect(await flags()).toMatchObject({ isAdmin: false, isAppPublisher: true });
      await groupAdmin.pro.main.groups.removeUserFromGroup(demoMember('AppPublishers', 'dave'));
      expect(await flags()).toMatchObject({ isAdmin: false, isAppPublisher: false, isGroupAdmin: false });
    });
  });
});
