import { backends } from '@pro-portal/test-harness';
import { json, refused } from './support/clients';
import { useDemoSuite } from './support/suite';

jest.setTimeout(180_000);

type Listed = { name: string; environment: unknown };

describe.each(backends)('the users and groups of every environment in one call (%s)', (backend) => {
  const { admin, publisher, user } = useDemoSuite({ backend }, { publisher: 'paula', user: 'alice' });

  /** What the per-environment lists answer, one environment after another in the environment list's order. */
  async function perEnvironment(kind: 'users' | 'groups') {
    const { environments } = await admin.pro.main.environments.listEnvironments();
    const lists = [];
    for (const { name: environmentName } of environments)
      lists.push(
        ...(kind === 'users'
          ? (await admin.pro.main.users.listUsers({ environmentName })).entities
          : (await admin.pro.main.groups.listGroups({ environmentName })).entities),
      );
    return lists;
  }

  it('answers the users of every environment, each as its own list answers them', async () => {
    await admin.pro.main.environments.createEnvironment({
      environmentCreate: { name: 'Plant', description: '', samlMetadataUrl: null, isDefault: false },
    });
    await admin.pro.main.users.createUser({
      environmentName: 'Plant',
      userCreate: { username: 'pat', password: 'Plant-Pass-123!' },
    });
    const all = await json<{ entities: Listed[] }>(admin.pro.main.users.listAllUsersRaw(), 'main', 'UserList');
    expect(all.entities).toEqual(await perEnvironment('users'));
    expect(all.entities).toContainEqual(
      expect.objectContaining({ name: 'pat', environment: expect.objectContaining({ name: 'Plant' }) }),
    );
    const environments = new Set(all.entities.map((u) => (u.environment as { name: string }).name));
    expect([...environments]).toEqual(expect.arrayContaining(['ROOT', 'Demo', 'Plant']));
  });

  it('answers the groups of every environment, role groups once in each environment', async () => {
    const all = await json<{ entities: Listed[] }>(admin.pro.main.groups.listAllGroupsRaw(), 'main', 'GroupList');
    expect(all.entities).toEqual(await perEnvironment('groups'));
    const admins = all.entities.filter((g) => g.name === 'admin').map((g) => g.environment);
    const { environments } = await admin.pro.main.environments.listEnvironments();
    expect(admins).toEqual(environments.map((e) => e.name));
  });

  it('allows the callers of the per-environment lists only', async () => {
    await expect(publisher.pro.main.users.listAllUsers()).resolves.toMatchObject({ entities: expect.any(Array) });
    await expect(publisher.pro.main.groups.listAllGroups()).resolves.toMatchObject({ entities: expect.any(Array) });
    await refused(user.pro.main.users.listAllUsers(), 403);
    await refused(user.pro.main.groups.listAllGroups(), 403);
  });
});
