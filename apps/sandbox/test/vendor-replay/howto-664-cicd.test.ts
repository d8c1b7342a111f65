import { backends, RELEASE_VERSION, published } from '@pro-portal/test-harness';
import { useRoleClients } from '../support/suite';
import { createKey } from '../support/platform-compat-support';
import { PYTHON_REQUESTS_HEADERS, pollState, pythonMultipart } from '../support/vendor-replay';

jest.setTimeout(240_000);

/**
 * The CI/CD script of the vendor's how-to article 664 (github.com/aimms/how-to,
 * Articles/664/664-publish-run-delete.rst): publish an .aimmspack into a category, run a task
 * without a body, poll its state, fetch its response, delete the app. Its base URL ends with '/'
 * and it still joins with '/', so every path has a doubled slash, and three end with a slash.
 */
describe.each(backends)('how-to 664 CI/CD script (%s)', (backend) => {
  const { sandbox, c } = useRoleClients({ backend, env: { JOB_SPEED: '20' } });

  describe('doubled and trailing slashes in the URLs the script builds', () => {
    it('publishes into a category that does not exist, runs a task, polls, reads the response, deletes the app', async () => {
      const url = `${sandbox.baseUrl}/pro-api/v2/`;
      const urlTasks = `${sandbox.baseUrl}/pro-api/v2/`;
      const projectName = 'CicdProject';
      const projectVersion = '20261125235959';
      const headers = {
        ...PYTHON_REQUESTS_HEADERS,
        apiKey: await createKey(c.publisher, 'ci', ['PublishApp', 'Tasks']),
      };

      // Publishing: data={'metadata': '...'} and files=[('file', (name, bytes, 'application/octet-stream'))].
      // The script's aimmsVersionId is one its author replaces with an available version.
      const metadata =
        `{"name": "${projectName}", "description": "YOUR DESCRIPTION", "projectVersion": "${projectVersion}", ` +
        `"aimmsVersionId": "${RELEASE_VERSION}", "projectCategory": "YOUR CATEGORY" }`;
      const form = pythonMultipart(
        [['metadata', metadata]],
        [{ name: 'file', filename: 'PROJECTNAME.aimmspack', contentType: 'application/octet-stream', data: 'project' }],
      );
      const responsePublish = await fetch(`${url}/applications`, {
        method: 'POST',
        headers: { ...headers, 'content-type': form.contentType },
        body: form.body,
      });
      expect(responsePublish.ok).toBe(true);
      // Publishing runs as a job in the sandbox; the pipeline's next call waits for its end.
      const app = await published(c.publisher, projectName, projectVersion);
      expect(app.category).toBe('YOUR CATEGORY');

      // Running the task: POST with no body (requests sends Content-Length: 0).
      const urlRun = `${urlTasks}/tasks/${projectName}/${projectVersion}/runScenarioTest/`;
      const responseSubmit = await fetch(urlRun, { method: 'POST', headers });
      const spId = ((await responseSubmit.json()) as { id: string }).id;
      expect(spId).toEqual(expect.any(String));

      const urlPoll = `${urlTasks}/tasks/${spId}/`;
      await pollState(() => fetch(urlPoll, { headers }), 'state', ['completed']);

      const responseTask = await fetch(`${urlTasks}/tasks/${spId}/response`, { headers });
      expect(responseTask.status).toBe(200);
      expect(await responseTask.text()).toContain(spId);

      const responseDelete = await fetch(`${url}/applications/${projectName}/${projectVersion}/`, {
        method: 'DELETE',
        headers,
      });
      expect(responseDelete.ok).toBe(true);
    });
  });
});
