import { apiCall, apiCallSnippets, apiCallTag, captureApiCall } from '@pro-portal/sdk';

const base = 'https://pro.example.com';

describe('apiCallSnippets', () => {
  it('shows a JSON call three ways with the entered values and the API key from the environment', async () => {
    const call = apiCall('main', 'customization', 'saveTunnel', {
      tunnelInput: { context: 'solver-1', socketAddress: 'db.local:5432', userGroups: ".*@.*;O'Neil@ROOT" },
    });
    const { sdk, curl, fetch, request } = await apiCallSnippets(call, base);
    expect(request).toMatchObject({ method: 'POST', url: `${base}/pro-api/v2/customization/tunnels` });
    expect(apiCallTag(call)).toBe('Customization');
    expect(sdk).toContain('pro.main.customization.saveTunnel({');
    expect(sdk).toContain("context: 'solver-1'");
    expect(curl).toContain(`curl -X POST 'https://pro.example.com/pro-api/v2/customization/tunnels'`);
    expect(curl).toContain('-H "apikey: $PRO_API_KEY"');
    expect(curl).toContain(`O'\\''Neil@ROOT`);
    expect(fetch).toContain('apikey: process.env.PRO_API_KEY');
    expect(fetch).toContain('"socketAddress": "db.local:5432"');
  });

  it('leaves passwords and file contents as placeholders', async () => {
    const call = apiCall('main', 'users', 'createUser', {
      environmentName: 'Plant A',
      userCreate: { username: 'ann', password: 'Secret#12345678', email: 'ann@example.com' },
    });
    const { sdk, curl, fetch } = await apiCallSnippets(call, base);
    for (const text of [sdk, curl, fetch]) {
      expect(text).not.toContain('Secret#12345678');
      expect(text).toContain('<password>');
    }
    expect(curl).toContain('/environments/Plant%20A/users');
    const file = new File(['PK...contents'], 'solver.aimmspack');
    const publish = await apiCallSnippets(
      apiCall('main', 'applications', 'publishApplication', { file, metadata: '{"projectName":"S"}' }),
      base,
    );
    expect(publish.curl).toContain("-F 'file=@solver.aimmspack'");
    expect(publish.sdk).toContain("file: new File([await openAsBlob('solver.aimmspack')], 'solver.aimmspack')");
    expect(publish.fetch).toContain("form.append('file', await openAsBlob('solver.aimmspack'), 'solver.aimmspack');");
    expect(JSON.stringify(publish)).not.toContain('contents');
  });

  it('shows a body that comes from a file as that file', async () => {
    const call = apiCall(
      'main',
      'tasks',
      'createTask',
      { appName: 'Solver', appVersion: '1.0', serviceName: 'solve', requestData: { secretPlan: [1, 2] } },
      { requestData: 'plan.json' },
    );
    const { sdk, curl, fetch } = await apiCallSnippets(call, base);
    expect(sdk).toContain("requestData: JSON.parse(readFileSync('plan.json', 'utf8'))");
    expect(sdk).toContain("import { readFileSync } from 'node:fs';");
    expect(curl).toContain("--data-binary '@plan.json'");
    expect(fetch).toContain("body: readFileSync('plan.json', 'utf8'),");
    for (const text of [sdk, curl, fetch]) expect(text).not.toContain('secretPlan');
  });

  it('reports a missing required parameter as the SDK does', async () => {
    const call = { api: 'main' as const, apiClass: 'users', operation: 'createUser', params: {} };
    await expect(captureApiCall(call, base)).rejects.toThrow(/environmentName/);
  });
});
