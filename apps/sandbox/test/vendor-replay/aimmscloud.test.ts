import { backends, beforeAllValue, RELEASE_VERSION, publishAndWait, published } from '@pro-portal/test-harness';
import { useRoleClients } from '../support/suite';
import { openToEveryone } from '../support/apps-jobs-support';
import { createKey } from '../support/platform-compat-support';
import { OPENAPI_PYTHON_HEADERS, pollState, pythonJson, pythonMultipart } from '../support/vendor-replay';

jest.setTimeout(240_000);

/**
 * The vendor's Python library `aimmscloud` (PyPI aimmscloud; its Application and Task wrappers
 * over a client generated from the platform's OpenAPI file, with the key in the `apikey` header)
 * and its own tests: each call rebuilt as the generated client sends it (JSON bodies as
 * application/json, the publish call as multipart with file, icon and the metadata JSON), each
 * answer checked as the wrapper reads it (json.loads of the model, or a 2xx without reading it).
 */
describe.each(backends)('the aimmscloud library (%s)', (backend) => {
  const { sandbox, c } = useRoleClients({ backend, env: { JOB_SPEED: '20' } });
  const hostUrl = () => `${sandbox.baseUrl}/pro-api/v2`;
  const call = (key: string, method: string, path: string, body?: unknown) =>
    fetch(`${hostUrl()}${path}`, {
      method,
      headers: {
        ...OPENAPI_PYTHON_HEADERS,
        apikey: key,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : pythonJson(body),
    });
  const json = async (res: Response) => {
    expect([res.status >= 200 && res.status < 300, res.status]).toEqual([true, res.status]);
    return (await res.json()) as Record<string, unknown>;
  };

  /** The admin's API key for publishing and tasks. */
  const admin = beforeAllValue(async () => ({
    key: await createKey(c.admin, 'aimmscloud', ['PublishApp', 'PublishAimms', 'Tasks']),
  }));

  describe('Application', () => {
    it('create_app_category, update_application_category and delete_app_category', async () => {
      const created = await json(await call(admin.key, 'POST', '/applications/categories', { value: 'test123' }));
      expect(created.value).toBe('test123');
      const other = await json(await call(admin.key, 'POST', '/applications/categories', { value: 'test456' }));
      const updated = await json(
        await call(admin.key, 'PATCH', `/applications/categories/${String(other.id)}`, { value: 'test23456' }),
      );
      expect(updated).toMatchObject({ value: 'test23456' });
      const third = await json(await call(admin.key, 'POST', '/applications/categories', { value: 'test789' }));
      const deleted = await call(admin.key, 'DELETE', `/applications/categories/${String(third.id)}`);
      expect(deleted.ok).toBe(true);
    });

    it('get_all_app_categories: the plain array of {id, value} with UUID string ids that the library records', async () => {
      // The library's own note on this call: ActuallyIs = [{'id': '481eda5e-d0e4-42...37c', 'value': 'test3'}].
      const res = await call(admin.key, 'GET', '/applications/categories');
      const body = (await res.json()) as { id: unknown; value: unknown }[];
      expect([res.status, Array.isArray(body)]).toEqual([200, true]);
      expect(body).toContainEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), value: 'test123' });
      // Its tests pass out["id"] on as a str (category_id: str).
      for (const c of body) expect(typeof c.id).toBe('string');
    });

    it('get_aimms_versions reads versions[].id', async () => {
      const versions = (await json(await call(admin.key, 'GET', '/aimms-versions'))).versions as { id: string }[];
      expect(versions.map((v) => v.id)).toContain(RELEASE_VERSION);
    });

    it('publish_app into a category that does not exist, with its default publishBehavior 1 and with 0', async () => {
      const publishApp = async (meta: Record<string, unknown>, file: string) => {
        // The wrapper first checks the version against get_aimms_versions.
        await json(await call(admin.key, 'GET', '/aimms-versions'));
        const form = pythonMultipart(
          [['metadata', pythonJson(meta)]],
          [
            { name: 'file', filename: file, contentType: 'application/octet-stream', data: 'project' },
            { name: 'icon', filename: 'test_icon.png', contentType: 'image/png', data: Buffer.from('89504e47', 'hex') },
          ],
        );
        const res = await fetch(`${hostUrl()}/applications`, {
          method: 'POST',
          headers: {
            ...OPENAPI_PYTHON_HEADERS,
            apikey: admin.key,
            accept: 'application/json',
            'content-type': form.contentType,
          },
          body: form.body,
        });
        return json(res);
      };
      const metadata = (name: string, version: string, publishBehavior: number) => ({
        aimmsVersionId: RELEASE_VERSION,
        attributes: { isWebUI: 'true', ServerLicense: 'Default' },
        description: `Test application ${name}`,
        name,
        projectCategory: 'publish_test',
        projectVersion: version,
        publishBehavior,
      });
      expect(await publishApp(metadata('test app 789', '1.0', 0), 'FlowShop.aimmspack')).toEqual(expect.any(Object));
      // metadata={"projectVersion": "0.2"} overwrites the version of the second call.
      await publishApp({ ...metadata('test app task 123', '0.1', 0), projectVersion: '0.2' }, 'FlowShop.aimmspack');
      // The wrapper's default publish_behavior is 1, with no oldProjectName or oldProjectVersion.
      await publishApp(metadata('default behaviour', '1.0', 1), 'FlowShop.aimmspack');
      for (const [name, version] of [
        ['test app 789', '1.0'],
        ['test app task 123', '0.2'],
        ['default behaviour', '1.0'],
      ]) {
        expect((await published(c.admin, name, version)).category).toBe('publish_test');
      }
    });

    it('get_all_apps_info and get_apps_info read the application lists', async () => {
      const all = await json(await call(admin.key, 'GET', '/applications'));
      expect((all.applications as { name: string }[]).map((a) => a.name)).toContain('test app 789');
      const versions = await json(await call(admin.key, 'GET', `/applications/${encodeURIComponent('test app 789')}`));
      expect(versions.applications).toEqual([expect.objectContaining({ name: 'test app 789', version: '1.0' })]);
    });

    it('update_app sends {} (its attributes dict is None), get_app_info and delete_app', async () => {
      const path = `/applications/${encodeURIComponent('test app task 123')}/0.2`;
      expect(await json(await call(admin.key, 'PATCH', path, {}))).toEqual(expect.any(Object));
      expect(await json(await call(admin.key, 'GET', path))).toMatchObject({ name: 'test app task 123' });
      const deleted = await call(admin.key, 'DELETE', path);
      expect(deleted.ok).toBe(true);
      const other = await call(admin.key, 'DELETE', `/applications/${encodeURIComponent('test app 789')}/1.0`);
      expect(other.ok).toBe(true);
    });
  });

  describe('Task', () => {
    /** The user's Tasks API key, made once the app is open to everyone. */
    const user = beforeAllValue(async () => {
      await openToEveryone(c.admin, 'default behaviour', '1.0');
      return { key: await createKey(c.user, 'aimmscloud-tasks', ['Tasks']) };
    });
    const app = `/tasks/${encodeURIComponent('default behaviour')}/1.0`;

    it('create_task with a payload (JSON) and without one (no body), get_task, get_tasks, get_task_response, delete_task', async () => {
      const withPayload = await json(await call(user.key, 'POST', `${app}/solve`, { demand: 3 }));
      const withoutPayload = await json(await call(user.key, 'POST', `${app}/solve`));
      for (const task of [withPayload, withoutPayload]) {
        const id = String(task.id);
        expect(await json(await call(user.key, 'GET', `/tasks/${id}`))).toMatchObject({ id });
        await pollState(() => call(user.key, 'GET', `/tasks/${id}`), 'state', ['completed']);
        const response = await call(user.key, 'GET', `/tasks/${id}/response`);
        expect(response.status).toBe(200);
        expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
      }
      const listed = await json(
        await call(user.key, 'GET', `/tasks?appName=${encodeURIComponent('default behaviour')}&appVersion=1.0`),
      );
      expect((listed.current_batch as { id: string }[]).map((t) => t.id)).toEqual(
        expect.arrayContaining([withPayload.id, withoutPayload.id]),
      );
      const deleted = await call(user.key, 'DELETE', `/tasks/${String(withPayload.id)}`);
      expect(deleted.ok).toBe(true);
    });
  });
});

/**
 * The library's `interrupt_task(task_id)`: its generated client's call with the id alone, a PUT of
 * /tasks/{id} with no body (Content-Length 0). Sent without a Content-Type, and with the JSON type a
 * generated client names when the operation declares a body; the wrapper reads no answer but needs a
 * 2xx. Slower jobs here, so that the task is still running when it is interrupted.
 */
describe.each(backends)('the aimmscloud library interrupting a task (%s)', (backend) => {
  const { sandbox, c } = useRoleClients({ backend, env: { JOB_SPEED: '2' } });
  const app = { name: 'interrupted app', version: '1.0' };

  beforeAll(async () => {
    await publishAndWait(c.publisher, app);
    await openToEveryone(c.admin, app.name, app.version);
  });

  it.each([
    ['without a Content-Type', {}],
    ['with the declared application/json and an empty body', { 'content-type': 'application/json' }],
  ])('interrupt_task sends a PUT without a body (%s): 200, and the execution is interrupted', async (_, type) => {
    const key = await createKey(c.user, `aimmscloud-interrupt-${Object.keys(type).length}`, ['Tasks']);
    const headers = { ...OPENAPI_PYTHON_HEADERS, apikey: key, accept: 'application/json' };
    const base = `${sandbox.baseUrl}/pro-api/v2/tasks`;
    const created = (await (
      await fetch(`${base}/${encodeURIComponent(app.name)}/${app.version}/solve`, { method: 'POST', headers })
    ).json()) as { id: string };
    await pollState(() => fetch(`${base}/${created.id}`, { headers }), 'state', ['running', 'solving']);
    // Content-Length: 0 either way (fetch sends it for a PUT without a body, as urllib3 does).
    const res = await fetch(`${base}/${created.id}`, {
      method: 'PUT',
      headers: { ...headers, ...type },
      body: 'content-type' in type ? '' : undefined,
    });
    expect([res.status, await res.json()]).toEqual([200, expect.objectContaining({ id: created.id })]);
    const task = await pollState(() => fetch(`${base}/${created.id}`, { headers }), 'state', ['failed', 'completed']);
    expect(task.state).toBe('failed');
  });
});
