import { backends, beforeAllValue, publishAndWait } from '@pro-portal/test-harness';
import { useRoleClients } from '../support/suite';
import { openToEveryone } from '../support/apps-jobs-support';
import { createKey } from '../support/platform-compat-support';
import { PYTHON_REQUESTS_HEADERS, pollState, pythonJson } from '../support/vendor-replay';

jest.setTimeout(240_000);

/**
 * The Python client of the vendor's how-to article 567 (github.com/aimms/how-to, Articles/567,
 * model/main.py): the older v1 tasks API. It joins sp_server + '/' + 'pro-api/v1' + '/' + 'tasks'
 * + ..., sends the API key from apikey.txt as {"apiKey": ...}, submits with requests.post(url,
 * json=requestDict), polls /tasks/{id} reading `status` until it is "finished", then GETs
 * /tasks/{id}/response and json.loads its text. The v1 calls its article links to (the
 * DataExchange rest-server page of that time) are replayed too: the list, an invalid setstatus
 * (405) and the delete of a finished task (200).
 */
describe.each(backends)('how-to 567 v1 tasks client (%s)', (backend) => {
  const { sandbox, c } = useRoleClients({ backend, env: { JOB_SPEED: '20' } });
  const sp_app = 'MachineSchedulingMIPTimeIndexedSolver';
  const sp_ver = '007';
  const sp_service = 'equalParallelMachineTimeIndexedMIP';
  const base = () => `${sandbox.baseUrl}/pro-api/v1/tasks`;

  /** The script's `Headers` with the user's Tasks API key, once the app is published and open to everyone. */
  const script = beforeAllValue(async () => {
    await publishAndWait(c.publisher, { name: sp_app, version: sp_ver });
    await openToEveryone(c.admin, sp_app, sp_ver);
    return { Headers: { apiKey: await createKey(c.user, 'how-to-567', ['Tasks']) } };
  });

  const requestDict = {
    activities: [
      { act: 'a1', processTime: 3, dueDate: 5, releaseDate: 0 },
      { act: 'a2', processTime: 2, dueDate: 4, releaseDate: 1 },
    ],
  };

  /** runTask(): submit, poll status until finished, read the response. */
  async function runTask() {
    const url_submit = `${base()}/${sp_app}/${sp_ver}/${sp_service}`;
    // requests.post(url, json=...): json.dumps text with Content-Type application/json.
    const response_submit = await fetch(url_submit, {
      method: 'POST',
      headers: { ...PYTHON_REQUESTS_HEADERS, ...script.Headers, 'Content-Type': 'application/json' },
      body: pythonJson(requestDict),
    });
    expect(response_submit.status).toBe(200);
    const submitted = (await response_submit.json()) as Record<string, unknown>;
    const sp_id = submitted.id as string;
    expect(submitted).toMatchObject({
      id: expect.any(String),
      projectName: sp_app,
      projectVersion: sp_ver,
      service: sp_service,
      status: 'queued',
    });

    const url_poll = `${base()}/${sp_id}`;
    const seen = new Set<string>();
    const last = await pollState(
      async () => {
        const res = await fetch(url_poll, { headers: { ...PYTHON_REQUESTS_HEADERS, ...script.Headers } });
        expect(res.status).toBe(200);
        const task = (await res.clone().json()) as { status: string };
        seen.add(task.status);
        return res;
      },
      'status',
      ['finished'],
    );
    for (const status of seen) expect(['queued', 'executing', 'solving', 'finished']).toContain(status);
    expect(last).toMatchObject({ id: sp_id, status: 'finished', returncode: 1, errormessage: null });
    expect(last).not.toHaveProperty('state');

    const url_response = `${base()}/${sp_id}/response`;
    const response_task = await fetch(url_response, { headers: { ...PYTHON_REQUESTS_HEADERS, ...script.Headers } });
    expect(response_task.status).toBe(200);
    return { sp_id, resp: JSON.parse(await response_task.text()) as Record<string, unknown> };
  }

  it('submits with json=, polls status until finished and reads the response as JSON', async () => {
    const { resp } = await runTask();
    // The stand-in service answers the input it was handed (the real model answers its schedule).
    expect(resp).toMatchObject({ status: 'completed', echo: requestDict, requestContentType: 'application/json' });
  });

  it('the v1 calls beside it: the list, an invalid setstatus and the delete of a finished task', async () => {
    const { sp_id } = await runTask();
    const list = await fetch(`${base()}`, { headers: { ...PYTHON_REQUESTS_HEADERS, ...script.Headers } });
    expect(list.status).toBe(200);
    const page = (await list.json()) as { statuses: { id: string; status: string }[]; total_size: number };
    expect(page.statuses.map((t) => t.id)).toContain(sp_id);
    expect(page.total_size).toBeGreaterThanOrEqual(1);

    const put = await fetch(`${base()}/${sp_id}`, {
      method: 'PUT',
      headers: { ...PYTHON_REQUESTS_HEADERS, ...script.Headers, 'Content-Type': 'application/json' },
      body: pythonJson({ setstatus: 'pause' }),
    });
    expect(put.status).toBe(405);

    const del = await fetch(`${base()}/${sp_id}`, {
      method: 'DELETE',
      headers: { ...PYTHON_REQUESTS_HEADERS, ...script.Headers },
    });
    expect(del.status).toBe(200);
    expect(await del.json()).toMatchObject({ id: sp_id, status: 'finished' });
    const gone = await fetch(`${base()}/${sp_id}`, { headers: { ...PYTHON_REQUESTS_HEADERS, ...script.Headers } });
    expect(gone.status).toBe(404);
  });
});
