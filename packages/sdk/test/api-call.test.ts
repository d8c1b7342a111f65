import { apiCall, apiCallSnippets, apiCallTag, captureApiCall, secretVariable } from '@pro-portal/sdk';

const base = 'https://pro.example.com';

describe('apiCallSnippets', () => {
  it('shows a JSON call three ways with the entered values and the API key from the environment', async () => {
    const call = apiCall('main', 'customization', 'saveTunnel', {
      tunnelInput: { context: 'solver-1', socketAddress: 'db.local:5432', userGroups: ".*@.*;O'Neil@ROOT" },
    });
    const { sdk, curl, fetch, requests } = await apiCallSnippets(call, base);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', url: `${base}/pro-api/v2/customization/tunnels` });
    expect(apiCallTag(call)).toBe('Customization');
    expect(sdk).toContain('pro.main.customization.saveTunnel({');
    expect(sdk).toContain("context: 'solver-1'");
    expect(curl).toContain(
      `curl -sS --fail-with-body -X POST 'https://pro.example.com/pro-api/v2/customization/tunnels'`,
    );
    expect(curl).toContain('-H "apikey: $PRO_API_KEY"');
    expect(curl).toContain(`O'\\''Neil@ROOT`);
    expect(fetch).toContain('apikey: process.env.PRO_API_KEY');
    expect(fetch).toContain('"socketAddress": "db.local:5432"');
  });

  it('reads passwords from environment variables, refused when unset, and leaves file contents out', async () => {
    const call = apiCall('main', 'users', 'createUser', {
      environmentName: 'Plant A',
      userCreate: { username: 'ann', password: 'Secret#12345678', email: 'ann@example.com' },
    });
    const { sdk, curl, fetch } = await apiCallSnippets(call, base);
    for (const text of [sdk, curl, fetch]) {
      expect(text).not.toContain('Secret#12345678');
      expect(text).not.toContain('<password>');
    }
    expect(curl).toContain(`"password": "'"\${PRO_PASSWORD:?}"'"`);
    expect(sdk).toContain("password: secret('PRO_PASSWORD'),");
    expect(fetch).toContain(`"password": secret('PRO_PASSWORD')`);
    for (const text of [sdk, fetch]) expect(text).toContain('if (!value) throw new Error(');
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

  it('names one variable per secret field, and reads a secret in a query through encodeURIComponent', async () => {
    expect(['password', 'currentPassword', 'newPassword', 'verificationToken', 'token'].map(secretVariable)).toEqual([
      'PRO_PASSWORD',
      'PRO_CURRENT_PASSWORD',
      'PRO_NEW_PASSWORD',
      'PRO_VERIFICATION_TOKEN',
      'PRO_VERIFICATION_TOKEN',
    ]);
    const { curl, fetch } = await apiCallSnippets(apiCall('main', 'portal', 'getMfaQrCode', { token: 't0k' }), base);
    expect(curl).toContain(`get-mfa-qr-code?token='"\${PRO_VERIFICATION_TOKEN:?}"'`);
    expect(fetch).toContain("get-mfa-qr-code?token=${encodeURIComponent(secret('PRO_VERIFICATION_TOKEN'))}`");
    for (const text of [curl, fetch]) expect(text).not.toContain('t0k');
  });

  it('shows every call of a sequence in order, each only after the one before succeeded', async () => {
    const calls = [
      apiCall('main', 'users', 'createUser', { environmentName: 'Demo', userCreate: { username: 'ann' } }),
      apiCall('main', 'groups', 'addUserToGroup', { environmentName: 'Demo', groupName: 'Crew', userId: 'ann' }),
      apiCall('main', 'groups', 'addUserToGroup', { environmentName: 'Demo', groupName: 'Night', userId: 'ann' }),
    ];
    const { sdk, curl, fetch, requests } = await apiCallSnippets(calls, base);
    expect(requests.map((r) => `${r.method} ${r.url.slice(base.length)}`)).toEqual([
      'POST /pro-api/v2/environments/Demo/users',
      'POST /pro-api/v2/environments/Demo/groups/Crew/users/ann',
      'POST /pro-api/v2/environments/Demo/groups/Night/users/ann',
    ]);
    const order = (text: string, parts: string[]) => {
      const at = parts.map((p) => text.indexOf(p));
      expect(at.every((i) => i >= 0)).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
    };
    order(curl, [
      '# 1 of 3: createUser',
      '/Demo/users',
      "' &&\n# 2 of 3",
      'groups/Crew/users/ann',
      '# 3 of 3',
      'groups/Night/users/ann',
    ]);
    expect(curl.match(/curl -sS --fail-with-body /g)).toHaveLength(3);
    order(sdk, [
      '// 1 of 3: createUser',
      'pro.main.users.createUser(',
      'pro.main.groups.addUserToGroup(',
      "groupName: 'Night'",
    ]);
    expect(sdk).toContain("import { UsersApi, GroupsApi } from '@pro-portal/sdk/main';");
    expect(sdk).toContain('{ main: { users: UsersApi, groups: GroupsApi } },');
    order(fetch, [
      'const response1 = await fetch(',
      'if (!response1.ok) process.exit(1);',
      'const response2',
      'const response3',
    ]);
    await expect(apiCallSnippets([], base)).rejects.toThrow('There is no call to show');
  });

  it('reports a missing required parameter as the SDK does', async () => {
    const call = { api: 'main' as const, apiClass: 'users', operation: 'createUser', params: {} };
    await expect(captureApiCall(call, base)).rejects.toThrow(/environmentName/);
  });
});
