/**
 * A required path parameter that is null or undefined makes the call
 * fail before sending. With openapi-generator 4.3.1 the parameter reads `requestParameters.<name>`
 * (session_id is camel-cased to sessionId by the generator).
 */
import { ALL_APIS, createProClient, ProApiError, type ProClient } from '../src';
import { createMainFetcher } from '../src/fetcher';

type Call = (pro: ProClient) => Promise<unknown>;

// [required path parameter, operation, call leaving that parameter out]
const cases: Array<[string, string, Call]> = [
  ['projectName', 'getApplication', (p) => p.main.applications.getApplication({ projectVersion: '1.0' } as never)],
  ['projectVersion', 'getApplication', (p) => p.main.applications.getApplication({ projectName: 'App' } as never)],
  ['categoryId', 'deleteCategory', (p) => p.main.categories.deleteCategory({} as never)],
  ['environmentName', 'getEnvironment', (p) => p.main.environments.getEnvironment({} as never)],
  ['groupName', 'getGroup', (p) => p.main.groups.getGroup({ environmentName: 'ROOT' } as never)],
  [
    'userId',
    'addUserToGroup',
    (p) => p.main.groups.addUserToGroup({ environmentName: 'ROOT', groupName: 'g' } as never),
  ],
  ['userName', 'getUser', (p) => p.main.users.getUser({ environmentName: 'ROOT' } as never)],
  ['name', 'deleteApiKey', (p) => p.main.apiKeys.deleteApiKey({} as never)],
  ['accountName', 'deleteAccountApiKey', (p) => p.main.apiKeys.deleteAccountApiKey({ apiKeyName: 'k' } as never)],
  ['tunnelId', 'deleteTunnel', (p) => p.main.customization.deleteTunnel({} as never)],
  ['appInstanceId', 'getLaunchingStatus', (p) => p.main.launching.getLaunchingStatus({} as never)],
  ['sessionId', 'getSession', (p) => p.sessions.sessions.getSession({ kind: 'webui' } as never)],
  ['id', 'getTask', (p) => p.main.tasks.getTask({} as never)],
  ['aimmsVersionId', 'getAimmsVersion', (p) => p.main.aimmsVersions.getAimmsVersion({} as never)],
  ['entityId', 'getEntity', (p) => p.main.appAccess.getEntity({} as never)],
  ['appName', 'getAppAccess', (p) => p.main.appAccess.getAppAccess({ appVersion: '1' } as never)],
  ['appVersion', 'getAppAccess', (p) => p.main.appAccess.getAppAccess({ appName: 'App' } as never)],
  [
    'serviceName',
    'createTask',
    (p) => p.main.tasks.createTask({ appName: 'App', appVersion: '1', requestData: {} } as never),
  ],
];

describe('required path parameters', () => {
  it.each(cases)('a missing %s fails %s before anything is sent', async (param, operation, call) => {
    const fetch = jest.fn(async () => new Response('{}'));
    const pro = createProClient({ baseUrl: 'http://sandbox.test', fetch }, ALL_APIS);
    await expect(call(pro)).rejects.toThrow(
      `Required parameter requestParameters.${param} was null or undefined when calling ${operation}.`,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('an empty path parameter fails before sending too: it would address another resource', async () => {
    const fetch = jest.fn(async () => new Response('{}'));
    const pro = createProClient({ fetch }, ALL_APIS);
    await expect(pro.main.tasks.getTask({ id: '' })).rejects.toMatchObject({
      errorId: 'required-parameter',
      field: 'id',
      message: 'Required parameter requestParameters.id was empty when calling getTask.',
    });
    await expect(pro.main.applications.getApplication({ projectName: 'App', projectVersion: '' })).rejects.toThrow(
      'Required parameter requestParameters.projectVersion was empty when calling getApplication.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('an invalid Date fails before sending, as a ProApiError of the request', async () => {
    const fetch = jest.fn(async () => new Response('{}'));
    const pro = createProClient({ fetch }, ALL_APIS);
    const invalid = {
      status: 0,
      errorId: 'invalid-request',
      message: 'A date to send is an invalid Date: it holds no moment.',
    };
    await expect(pro.main.tasks.listTasks({ before: new Date('nope') })).rejects.toMatchObject(invalid);
    await expect(
      pro.main.apiKeys.createApiKey({
        apiKeyCreate: { keyName: 'k', expirationDate: new Date(Number.NaN), scopes: [{ scope: 'User' }] },
      }),
    ).rejects.toBeInstanceOf(ProApiError);
    const tasks = createMainFetcher({ baseUrl: 'http://sandbox.test', fetch }).path('/tasks').method('get').create();
    await expect(tasks({ before: new Date('nope') })).rejects.toMatchObject(invalid);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a null parameter fails the same way', async () => {
    const fetch = jest.fn(async () => new Response('{}'));
    const pro = createProClient({ fetch }, ALL_APIS);
    await expect(pro.main.environments.deleteEnvironment({ environmentName: null as never })).rejects.toThrow(
      'Required parameter requestParameters.environmentName was null or undefined when calling deleteEnvironment.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('takes no argument at all for a call whose parameters are all optional', async () => {
    const fetch = jest.fn(
      async () =>
        new Response(JSON.stringify({ current_batch: [], total_tasks: 0 }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const pro = createProClient({ baseUrl: 'http://sandbox.test', fetch }, ALL_APIS);
    await expect(pro.main.tasks.listTasks()).resolves.toMatchObject({ total_tasks: 0 });
    // The answers' bodies do not matter here: the Raw calls leave them unread.
    await pro.main.specification.getOpenApiSpecRaw();
    await pro.sessions.sessions.listAllSessionsRaw();
    const urls = fetch.mock.calls.map((call) => String((call as unknown as [string])[0]));
    expect(urls).toEqual([
      'http://sandbox.test/pro-api/v2/tasks',
      'http://sandbox.test/pro-api/v2/',
      expect.stringMatching(/^http:\/\/sandbox\.test\/pro\/session-manager\/v1\/sessions/),
    ]);
  });

  it('sends the call when every parameter is given', async () => {
    const fetch = jest.fn(
      async () => new Response(JSON.stringify({ name: 'ROOT' }), { headers: { 'Content-Type': 'application/json' } }),
    );
    const pro = createProClient({ baseUrl: 'http://sandbox.test/', fetch, apiKey: 'secret' }, ALL_APIS);
    await pro.main.environments.getEnvironment({ environmentName: 'ROOT' });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://sandbox.test/pro-api/v2/environments/ROOT');
    expect((init.headers as Record<string, string>).apiKey).toBe('secret');
  });
});
