import { SessionManager } from '@pro-portal/sdk';
import { backends, publish, publishAndWait, waitFor } from '@pro-portal/test-harness';
import { useRoleClients } from './support/suite';
import { expectSchema } from './support/spec-schemas';
import { failure, openToEveryone } from './support/apps-jobs-support';

jest.setTimeout(180_000);

describe.each(backends)('renaming an application (%s)', (backend) => {
  const { c } = useRoleClients({ backend, env: { JOB_SPEED: '20' } });
  const rename = (projectName: string, projectVersion: string, name: string) =>
    c.publisher.main.applications.updateApplication({ projectName, projectVersion, editApplication: { name } });
  const names = async () =>
    (await c.user.main.applications.listApplications()).applications.map((a) => `${a.name} ${a.version}`);

  beforeAll(async () => {
    await publishAndWait(c.publisher, { name: 'Planner', version: '1.0' });
    await publishAndWait(c.publisher, { name: 'Planner', version: '2.0' });
    await publishAndWait(c.publisher, { name: 'Router', version: '1.0' });
    await openToEveryone(c.admin, 'Planner', '1.0');
    await openToEveryone(c.admin, 'Planner', '2.0');
  });

  it('renames every version, keeping access, the latest tag, stored ids, sessions and repeating tasks', async () => {
    const before = (await c.admin.main.applications.listApplicationVersions({ projectName: 'Planner' })).applications;
    const launch = await c.user.main.portal.launchApp({
      launchRequest: { appName: 'Planner', appVersion: '2.0', deviceId: 'd' },
    });
    const task = await c.user.main.tasks.createTask({
      appName: 'Planner',
      appVersion: '1.0',
      serviceName: 'plan',
      requestData: {},
      scheduleInterval: '1 day',
    });

    const renamed = await rename('Planner', '1.0', '  Route planner ');
    expectSchema(renamed, 'Application');
    expect([renamed.name, renamed.version]).toEqual(['Route planner', '1.0']);

    const after = (await c.admin.main.applications.listApplicationVersions({ projectName: 'Route planner' }))
      .applications;
    expect(after.map((a) => [a.version, a.storedId, a.isLatest])).toEqual(
      before.map((a) => [a.version, a.storedId, a.isLatest]),
    );
    expect((await failure(c.admin.main.applications.listApplicationVersions({ projectName: 'Planner' }))).status).toBe(
      404,
    );
    // Access stays with the versions: the user still sees and launches both under the new name.
    expect(await names()).toEqual(expect.arrayContaining(['Route planner 1.0', 'Route planner 2.0']));
    expect(await names()).not.toContain('Planner 1.0');
    const groups = await c.admin.main.appAccess.listGroupsByApp({ appName: 'Route planner', appVersion: '2.0' });
    expect(groups.app_access_list.filter((e) => e.applied).map((e) => e.entity_name)).toContain('everyone');
    const relaunch = await c.user.main.portal.launchApp({
      launchRequest: { appName: 'Route planner', appVersion: 'latest', deviceId: 'd' },
    });
    expect(relaunch.appVersion).toBe('2.0');
    // Sessions and tasks carry the new name; the repeat of the task follows it.
    const session = await c.user.sessions.sessions.getSession({
      kind: SessionManager.SessionKind.Webui,
      sessionId: launch.instanceId,
    });
    expect(session.app_name).toBe('Route planner');
    const tasks = await c.user.main.tasks.listTasks({ appName: 'Route planner', limit: 100 });
    expect(tasks.current_batch.map((t) => t.id)).toContain(task.id);
    const repeat = await waitFor(
      async () =>
        (await c.user.main.tasks.listTasks({ limit: 100 })).current_batch.find(
          (t) => t.id === task.id && t.groupIndex > 0,
        ),
      60_000,
      'the repeat of the task',
    );
    expect(repeat.appName).toBe('Route planner');
    expect((await c.user.main.tasks.listTasks({ appName: 'Planner', limit: 100 })).total_tasks).toBe(0);
  });

  it('renames in another case, and refuses a name in use, an invalid one and a blank one in the Error schema', async () => {
    expect((await rename('Route planner', '2.0', 'ROUTE planner')).name).toBe('ROUTE planner');
    const taken = await failure(rename('ROUTE planner', '1.0', 'router'));
    expect([taken.status, taken.errorCode, taken.message]).toEqual([
      409,
      10212,
      'Another application already has this name',
    ]);
    expectSchema(taken.body, 'Error');
    for (const [name, message] of [
      ['a/b', 'App name contains invalid characters'],
      ['_x', 'App name must start with a letter or digit'],
    ]) {
      const refused = await failure(rename('ROUTE planner', '1.0', name!));
      expect([refused.status, refused.message]).toEqual([400, message]);
      expectSchema(refused.body, 'Error');
    }
    const blank = await failure(rename('ROUTE planner', '1.0', '   '));
    expect(blank.status).toBe(400);
    expectSchema(blank.body, 'Error');
    expect(await names()).toEqual(expect.arrayContaining(['ROUTE planner 1.0', 'ROUTE planner 2.0']));
  });

  it('is for those who manage apps, for known apps, and not while a version is still publishing', async () => {
    const user = await failure(
      c.user.main.applications.updateApplication({
        projectName: 'Router',
        projectVersion: '1.0',
        editApplication: { name: 'Mine' },
      }),
    );
    expect(user.status).toBe(403);
    expect((await failure(rename('Nothing', '1.0', 'Something'))).status).toBe(404);
    await publish(c.publisher, { name: 'Router', version: '2.0', fileName: 'router-slow-publish.aimmspack' });
    const busy = await failure(rename('Router', '1.0', 'Navigator'));
    expect([busy.status, busy.errorCode]).toEqual([409, 10202]);
    expectSchema(busy.body, 'Error');
  });
});
