import { json, rawRequest, refused, expectErrorAnswer } from './support/clients';
import { type Session, backends } from '@pro-portal/test-harness';
import { useDemoSuite } from './support/suite';

jest.setTimeout(180_000);

const RISK = { appName: 'Risk Analyzer', appVersion: '0.9' };
const SUDOKU = { appName: 'Sudoku Solver', appVersion: '1.0' };

describe.each(backends)('app access and visibility (%s)', (backend) => {
  const { sb, admin, publisher, alice, bob } = useDemoSuite(
    { backend },
    { publisher: 'paula', alice: 'alice', bob: 'bob' },
  );
  const names = async (s: Session) =>
    (await s.pro.main.applications.listApplications()).applications.map((a) => `${a.name} ${a.version}`);

  it('shows a user only the apps that their groups or their environment give them', async () => {
    expect(await names(alice)).toContain('Risk Analyzer 0.9');
    expect(await names(bob)).not.toContain('Risk Analyzer 0.9');
    expect(await names(publisher)).toContain('Risk Analyzer 0.9');
    const groups = await json(admin.pro.main.appAccess.listGroupsByAppRaw(RISK), 'main', 'AppAccessList');
    const applied = groups.app_access_list
      .filter((e: { applied: boolean }) => e.applied)
      .map((e: { entity_name: string; env_name: string }) => `${e.entity_name}@${e.env_name}`);
    expect(applied).toEqual(['Planners@Demo']);
  });

  it('gives and takes away group access (admins and publishers only)', async () => {
    const grant = { groupAppAccessRequest: { envName: 'Demo', groupName: 'Analysts', ...RISK } };
    await refused(bob.pro.main.appAccess.grantGroupAppAccess(grant), 403);
    const entry = await json(publisher.pro.main.appAccess.grantGroupAppAccessRaw(grant), 'main', 'AppAccessEntry');
    expect(entry).toMatchObject({
      entity_name: 'Analysts',
      env_name: 'Demo',
      app_name: 'Risk Analyzer',
      app_version: '0.9',
      applied: true,
      deletable: true,
    });
    await refused(publisher.pro.main.appAccess.grantGroupAppAccess(grant), 409, 10313);
    expect(await names(bob)).toContain('Risk Analyzer 0.9');

    const byGroup = await json(
      admin.pro.main.appAccess.listAppsByGroupRaw({ envName: 'Demo', groupName: 'Analysts' }),
      'main',
      'AppAccessList',
    );
    expect(byGroup.app_access_list.map((e: { app_name: string }) => e.app_name)).toEqual(['Risk Analyzer']);
    const byUser = await json(
      admin.pro.main.appAccess.listAppsByUserRaw({ envName: 'Demo', userName: 'bob' }),
      'main',
      'AppAccessList',
    );
    const risk = byUser.app_access_list.find((e: { app_name: string }) => e.app_name === 'Risk Analyzer');
    expect(risk).toMatchObject({ entity_name: 'Analysts', deletable: false });
    const all = await json(admin.pro.main.appAccess.getAppAccessRaw(RISK), 'main', 'AppAccessList');
    expect(all.app_access_list.map((e: { entity_name: string }) => e.entity_name).sort()).toEqual([
      'Analysts',
      'Planners',
    ]);

    await refused(
      bob.pro.main.appAccess.revokeGroupAppAccess({ envName: 'Demo', groupName: 'Analysts', ...RISK }),
      403,
    );
    await publisher.pro.main.appAccess.revokeGroupAppAccess({ envName: 'Demo', groupName: 'Analysts', ...RISK });
    await refused(
      publisher.pro.main.appAccess.revokeGroupAppAccess({ envName: 'Demo', groupName: 'Analysts', ...RISK }),
      404,
    );
    expect(await names(bob)).not.toContain('Risk Analyzer 0.9');
  });

  it('opens an app to a whole environment through its everyone group', async () => {
    await admin.pro.main.appAccess.revokeGroupAppAccess({ envName: 'Demo', groupName: 'everyone', ...SUDOKU });
    expect(await names(alice)).not.toContain('Sudoku Solver 1.0');
    await refused(
      alice.pro.main.applications.getApplication({ projectName: 'Sudoku Solver', projectVersion: '1.0' }),
      404,
    );
    expect(await names(publisher)).toContain('Sudoku Solver 1.0');
    await admin.pro.main.appAccess.grantGroupAppAccess({
      groupAppAccessRequest: { envName: 'Demo', groupName: 'everyone', ...SUDOKU },
    });
    expect(await names(alice)).toContain('Sudoku Solver 1.0');
  });

  it('answers entities and their access, and the users with direct access', async () => {
    const planners = (await admin.pro.main.groups.getGroup({ environmentName: 'Demo', groupName: 'Planners' })).entity;
    const entity = await json(admin.pro.main.appAccess.getEntityRaw({ entityId: planners }), 'main', 'Entity');
    expect(entity).toMatchObject({ entity: planners, entity_name: 'Planners', type: 'group', env_name: 'Demo' });
    const alic = (await admin.pro.main.users.getUser({ environmentName: 'Demo', userName: 'alice' })).entity;
    expect(await json(admin.pro.main.appAccess.getEntityRaw({ entityId: alic }), 'main', 'Entity')).toMatchObject({
      type: 'user',
      entity_name: 'alice',
    });
    const access = await json(
      admin.pro.main.appAccess.listEntityAppAccessRaw({ entityId: planners }),
      'main',
      'AppAccessList',
    );
    expect(access.app_access_list.map((e: { app_name: string }) => e.app_name)).toContain('Risk Analyzer');
    const users = await json(admin.pro.main.appAccess.listUsersByAppRaw(RISK), 'main', 'AppAccessList');
    expect(users.app_access_list).toEqual([]);
    await refused(bob.pro.main.appAccess.getEntity({ entityId: planners }), 403);
    await refused(bob.pro.main.appAccess.listEntityAppAccess({ entityId: planners }), 403);
    await refused(bob.pro.main.appAccess.listUsersByApp(RISK), 403);
    await refused(bob.pro.main.appAccess.listGroupsByApp(RISK), 403);
    await refused(bob.pro.main.appAccess.getAppAccess(RISK), 403);
    await refused(bob.pro.main.appAccess.listAppsByGroup({ envName: 'Demo', groupName: 'Planners' }), 403);
    await refused(bob.pro.main.appAccess.listAppsByUser({ envName: 'Demo', userName: 'alice' }), 403);
    await refused(admin.pro.main.appAccess.getEntity({ entityId: 99_999_999 }), 404);
    expectErrorAnswer(await rawRequest(admin.fetch, `${sb.baseUrl}/pro-api/v2/entity/not-a-number`), 400);
  });

  it('refuses direct-access changes of the administrator account and unknown entries', async () => {
    await refused(
      admin.pro.main.appAccess.revokeUserAppAccess({ envName: 'ROOT', userName: 'admin', ...RISK }),
      403,
      10308,
    );
    await refused(admin.pro.main.appAccess.revokeUserAppAccess({ envName: 'Demo', userName: 'alice', ...RISK }), 404);
    await refused(bob.pro.main.appAccess.revokeUserAppAccess({ envName: 'Demo', userName: 'alice', ...RISK }), 403);
    await refused(admin.pro.main.appAccess.listGroupsByApp({ appName: 'Nothing', appVersion: '1' }), 404, 10200);
    await refused(
      admin.pro.main.appAccess.grantGroupAppAccess({
        groupAppAccessRequest: { envName: 'Demo', groupName: 'Nobody', ...RISK },
      }),
      404,
    );
  });
});
