import { backends, beforeAllValue, publishAndWait } from '@pro-portal/test-harness';
import { useRoleClients } from '../support/suite';
import { openToEveryone } from '../support/apps-jobs-support';
import { createKey } from '../support/platform-compat-support';
import { PYTHON_REQUESTS_HEADERS, WINHTTP_HEADERS, pollState, pythonJson } from '../support/vendor-replay';

jest.setTimeout(240_000);

/**
 * The clients of the vendor's how-to article 585 (github.com/aimms/how-to, Articles/585): the Python
 * client (model/apps.zip, PythonClient/main.py), the VBA client of the Excel workbook (WinHTTP 5.1)
 * and the DataExchange services whose request bodies are JSON, CSV, XML or Excel (the DataExchange
 * rest-server documentation: "POST accepts any JSON/XML/CSV/Excel/... data as the request body").
 * Each request is rebuilt as the client's code sends it; each answer is checked as its code reads it.
 */
describe.each(backends)('how-to 585 clients (%s)', (backend) => {
  const { sandbox, c } = useRoleClients({ backend, env: { JOB_SPEED: '20' } });
  const app = 'CountTheStars';
  const ver = '2.0.1.00';
  const url = (path: string) => `${sandbox.baseUrl}${path}`;

  /** The user's Tasks API key, once the app is published and open to everyone. */
  const user = beforeAllValue(async () => {
    await publishAndWait(c.publisher, { name: app, version: ver });
    await openToEveryone(c.admin, app, ver);
    return { apiKey: await createKey(c.user, 'how-to-585', ['Tasks']) };
  });

  describe('the Python client (main.py)', () => {
    it('submits the JSON text without a Content-Type, polls state until completed, reads the response as JSON', async () => {
      const Headers = { apiKey: user.apiKey };
      const urlPrefix = url('/pro-api/v2/tasks/');
      const urlSubmit = `${urlPrefix}${app}/${ver}/countStarsJson`;
      const lines = Array.from({ length: 1500 }, () => '**********');
      const jsonLines = pythonJson({ lines });
      // requests.post(url_submit, data=json_lines, headers=Headers): a str body, no Content-Type
      // (sent as bytes here: fetch would add text/plain to a string).
      const submit = await fetch(urlSubmit, {
        method: 'POST',
        headers: { ...PYTHON_REQUESTS_HEADERS, ...Headers },
        body: Buffer.from(jsonLines),
      });
      expect(submit.headers.get('content-type')).toMatch(/^application\/json/);
      const taskId = ((await submit.json()) as { id: string }).id;
      expect(taskId).toEqual(expect.any(String));

      const urlPoll = urlPrefix + taskId;
      const last = await pollState(
        () => fetch(urlPoll, { headers: { ...PYTHON_REQUESTS_HEADERS, ...Headers } }),
        'state',
        ['completed', 'failed'],
      );
      expect(last.state).toBe('completed');

      const taskResponse = await fetch(`${urlPrefix}${taskId}/response`, {
        headers: { ...PYTHON_REQUESTS_HEADERS, ...Headers },
      });
      expect(taskResponse.status).toBe(200);
      // The sandbox's stand-in service answers JSON that shows the input it was handed.
      const body = (await taskResponse.json()) as { echo: unknown; requestContentType: unknown };
      expect(body).toMatchObject({ echo: { lines }, requestContentType: null });
    });
  });

  describe('the VBA client (WinHTTP 5.1)', () => {
    it('reads the new task id only on 200, polls state on 200, receives the response on 200', async () => {
      const apiURL = url(`/pro-api/v2/tasks/${app}/${ver}/countStarsJson`);
      const JsonString = '{"lines":["*****","***"]}';
      const request = await fetch(apiURL, {
        method: 'POST',
        headers: { ...WINHTTP_HEADERS, apikey: user.apiKey, 'Content-Type': 'application/json' },
        body: JsonString,
      });
      expect(request.status).toBe(200);
      const taskId = ((await request.json()) as { id: string }).id;
      expect(taskId).toEqual(expect.any(String));

      const pollURL = url(`/pro-api/v2/tasks/${taskId}`);
      const polled = await pollState(
        async () => {
          const res = await fetch(pollURL, { headers: { ...WINHTTP_HEADERS, apikey: user.apiKey } });
          expect(res.status).toBe(200);
          return res;
        },
        'state',
        ['completed'],
      );
      expect(polled).toMatchObject({ id: taskId, state: 'completed', returnCode: 1, errorMessage: null });

      const receive = await fetch(url(`/pro-api/v2/tasks/${taskId}/response`), {
        headers: { ...WINHTTP_HEADERS, apikey: user.apiKey },
      });
      expect(receive.status).toBe(200);
      expect(await receive.json()).toMatchObject({ echo: { lines: ['*****', '***'] } });
    });
  });

  describe('DataExchange services: the request body is the input, whatever its type', () => {
    const xlsx = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(60, 7)]);
    const bodies: [string, string | null, string | Buffer, unknown][] = [
      ['countStarsCSV', 'text/csv', 'line\n*****\n***\n', 'line\n*****\n***\n'],
      ['countStarsXML', 'application/xml', '<lines><line>**</line></lines>', '<lines><line>**</line></lines>'],
      [
        'countStarsExcel',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        xlsx,
        { bytes: xlsx.length },
      ],
      ['countStarsJson', 'text/plain', '{"lines":["*"]}', { lines: ['*'] }],
      ['countStarsJson', 'application/x-www-form-urlencoded', 'lines=*', 'lines=*'],
      ['countStarsJson', null, '', null],
    ];

    it.each(bodies)(
      '%s with %s: stored as sent, handed to the service, answered 200',
      async (service, type, data, echo) => {
        const headers: Record<string, string> = { apikey: user.apiKey };
        if (type) headers['content-type'] = type;
        const res = await fetch(url(`/pro-api/v2/tasks/${app}/${ver}/${service}`), {
          method: 'POST',
          headers,
          body: data === '' ? undefined : Buffer.from(data),
        });
        expect(res.status).toBe(200);
        const { id } = (await res.json()) as { id: string };
        await pollState(() => fetch(url(`/pro-api/v2/tasks/${id}`), { headers }), 'state', ['completed']);
        const response = await fetch(url(`/pro-api/v2/tasks/${id}/response`), { headers: { apikey: user.apiKey } });
        expect(await response.json()).toMatchObject({ requestContentType: type, echo });
      },
    );

    it('answers DELETE with 200 (405 while running) and a setstatus of another value with 405, as documented', async () => {
      const headers = { apikey: user.apiKey, 'content-type': 'application/json' };
      const created = await fetch(url(`/pro-api/v2/tasks/${app}/${ver}/countStarsJson`), {
        method: 'POST',
        headers,
        body: '{"lines":[]}',
      });
      const { id } = (await created.json()) as { id: string };
      const running = await pollState(() => fetch(url(`/pro-api/v2/tasks/${id}`), { headers }), 'state', [
        'running',
        'solving',
        'completed',
      ]);
      if (running.state !== 'completed') {
        const busy = await fetch(url(`/pro-api/v2/tasks/${id}`), {
          method: 'DELETE',
          headers: { apikey: user.apiKey },
        });
        expect([busy.status, busy.headers.get('allow')]).toEqual([405, 'GET, PUT']);
      }
      const refused = await fetch(url(`/pro-api/v2/tasks/${id}`), {
        method: 'PUT',
        headers,
        body: '{"setstatus":"pause"}',
      });
      expect(refused.status).toBe(405);
      await pollState(() => fetch(url(`/pro-api/v2/tasks/${id}`), { headers }), 'state', ['completed']);
      const deleted = await fetch(url(`/pro-api/v2/tasks/${id}`), {
        method: 'DELETE',
        headers: { apikey: user.apiKey },
      });
      expect([deleted.status, await deleted.json()]).toEqual([200, expect.objectContaining({ id })]);
      const gone = await fetch(url(`/pro-api/v2/tasks/${id}`), { headers });
      expect(gone.status).toBe(404);
    });
  });
});
