import { SessionManager } from '@pro-portal/sdk';
import {
  backends,
  startSandbox,
  type SandboxHandle,
  publish,
  publishAndWait,
  published,
  waitFor,
} from '@pro-portal/test-harness';
import { openToEveryone, roleClients, signIn, TEST_PASSWORD } from './support/apps-jobs-support';
const K = SessionManager.SessionKind;

jest.setTimeout(180_000);

describe.each(backends)('apps and jobs survive a restart (%s)', (backend) => {
  let sandbox: SandboxHandle;
  afterAll(async () => sandbox?.stop());

  it('reads back apps, categories, tasks, responses and sessions, and resumes publishing and tasks', async () => {
    sandbox = await startSandbox({ backend, env: { JOB_SPEED: '1' } });
    const c = await roleClients(sandbox.baseUrl, sandbox.adminPassword);
    const speedy = await c.admin.main.categories.createCategory({ applicationCategoryInput: { value: 'Kept' } });
    await publishAndWait(c.publisher, { name: 'Kept App', version: '1.0', category: 'Kept' });
    await openToEveryone(c.admin, 'Kept App', '1.0');
    const pending = await publish(c.publisher, { name: 'Pending App', version: '1.0' });
    const task = await c.user.main.tasks.createTask({
      appName: 'Kept App',
      appVersion: '1.0',
      serviceName: 's',
      requestData: { keep: 'me' },
    });
    const session = await c.user.sessions.sessions.launchWebUISession({
      webUISessionLaunchRequest: { appName: 'Kept App', appVersion: '1.0' },
    });

    await sandbox.restart();
    const user = await signIn(sandbox.baseUrl, 'ROOT', 'user', TEST_PASSWORD);
    const publisher = await signIn(sandbox.baseUrl, 'ROOT', 'pub', TEST_PASSWORD);
    const kept = await user.main.applications.getApplication({ projectName: 'Kept App', projectVersion: '1.0' });
    expect(kept).toMatchObject({ category: 'Kept', attributes: { isWebUI: 'true' } });
    expect(await user.main.categories.listCategories()).toContainEqual({ id: speedy.id, value: 'Kept' });
    expect((await published(publisher, 'Pending App', '1.0')).storedId).toBe(pending);
    await waitFor(
      async () => ((await user.main.tasks.getTask({ id: task.id })).state === 'completed' ? true : undefined),
      30_000,
    );
    expect(await user.main.tasks.getTaskResponseData({ id: task.id })).toMatchObject({ echo: { keep: 'me' } });
    const again = await user.sessions.sessions.getSession({ kind: K.Webui, sessionId: session.id });
    expect(['created', 'launching', 'running']).toContain(again.state);
  });
});
