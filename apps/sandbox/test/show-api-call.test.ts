import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { scopesNeeded } from '@pro-portal/rules';
import { apiCall, apiCallSnippets, apiCallTag, sendApiCall, secretVariable, type ApiCall } from '@pro-portal/sdk';
import { withApiKey } from './support/clients';
import { useSandbox, png, RELEASE_VERSION } from '@pro-portal/test-harness';
import { useSignIn } from './support/suite';

jest.setTimeout(300_000);

const run = promisify(execFile);
const repoRoot = path.resolve(__dirname, '..', '..', '..');
const sdkEntry = path.join(repoRoot, 'packages', 'sdk', 'src', 'index.ts');
const PASSWORD = 'Script#User12345';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pro-api-call-'));
/** The files a user picks in the forms; the shown calls name them and the scripts read them from the working directory. */
const PICKED = {
  'scripted.aimmspack': Buffer.from('project with WebUI/webui.json'),
  'logo.png': png(60, 30),
  'request.json': Buffer.from(JSON.stringify({ demand: [1, 2, 3] })),
};
const picked = (name: keyof typeof PICKED) => new File([new Uint8Array(PICKED[name])], name);

/**
 * The calls the portal's forms show and send, as the forms' api/ files describe them (values a user
 * would type; `s` keeps each run's names apart). The password is entered, and must come out masked.
 */
const FORMS: Array<{ form: string; call: (s: string) => ApiCall }> = [
  {
    form: 'tunnel',
    call: (s) =>
      apiCall('main', 'customization', 'saveTunnel', {
        tunnelInput: { context: `solver-${s}`, socketAddress: 'db.local:5432', userGroups: '.*@Demo' },
      }),
  },
  {
    form: 'retention',
    call: () =>
      apiCall('main', 'customization', 'updateRetentionSettings', { retentionSettings: { jobRetentionTime: 45 } }),
  },
  {
    form: 'category',
    call: (s) =>
      apiCall('main', 'categories', 'createCategory', { applicationCategoryInput: { value: `Planning ${s}` } }),
  },
  {
    form: 'group',
    call: (s) =>
      apiCall('main', 'groups', 'createGroup', { environmentName: 'Demo', groupCreate: { groupname: `Crew${s}` } }),
  },
  {
    form: 'environment',
    call: (s) =>
      apiCall('main', 'environments', 'createEnvironment', {
        environmentCreate: {
          name: `Plant${s}`,
          description: "O'Neil's plant",
          samlMetadataUrl: null,
          isDefault: false,
        },
      }),
  },
  {
    form: 'user',
    call: (s) =>
      apiCall('main', 'users', 'createUser', {
        environmentName: 'Demo',
        userCreate: { username: `ann${s}`, fullname: 'Ann Example', email: 'ann@example.com', password: PASSWORD },
      }),
  },
  {
    form: 'API key',
    call: (s) =>
      apiCall('main', 'apiKeys', 'createApiKey', {
        apiKeyCreate: {
          keyName: `nightly${s}`,
          expirationDate: new Date(Date.now() + 30 * 86_400_000),
          scopes: [{ scope: 'Tasks' }],
        },
      }),
  },
  {
    form: 'app access',
    // Gives the groups the group form created (one per run) access to a seeded app.
    call: (s) =>
      apiCall('main', 'appAccess', 'grantGroupAppAccess', {
        groupAppAccessRequest: {
          envName: 'Demo',
          groupName: `Crew${s}`,
          appName: 'Warehouse Planner',
          appVersion: '2.1',
        },
      }),
  },
  {
    form: 'customization',
    call: () =>
      apiCall('main', 'customization', 'updateCustomization', {
        metadata: JSON.stringify({ contactTitle: 'Help desk', contactDetails: '<b>Call us</b>' }),
        rightLogo: picked('logo.png'),
      }),
  },
  {
    form: 'publish',
    call: (s) =>
      apiCall('main', 'applications', 'publishApplication', {
        file: picked('scripted.aimmspack'),
        metadata: JSON.stringify({
          name: `Scripted ${s}`,
          description: 'Published by a script',
          projectVersion: '1.0',
          projectCategory: '',
          aimmsVersionId: RELEASE_VERSION,
          publishBehavior: 0,
          attributes: {},
        }),
      }),
  },
  {
    form: 'task',
    call: () =>
      apiCall(
        'main',
        'tasks',
        'createTask',
        { appName: 'Warehouse Planner', appVersion: '2.1', serviceName: 'solve', requestData: { demand: [1, 2, 3] } },
        { requestData: 'request.json' },
      ),
  },
];

/** A scope that none of the forms' calls needs. */
const LESSER_SCOPE = 'Session';

interface Answer {
  status: number;
  body: unknown;
}

/** The answer with what differs between runs by design (ids, dates, timings, secrets, the run's suffix) blanked. */
function normalised(value: unknown, suffix: string): unknown {
  const walk = (v: unknown, key: string): unknown => {
    if (/(^id$|Id$|^entity$|date|Date|At$|^secret$|^storedId$|expir|^state$|^progress$|Time$)/i.test(key)) return '*';
    if (typeof v === 'string') return v.split(suffix).join('#');
    if (Array.isArray(v)) return v.map((x) => walk(x, key));
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, k)]));
    return v;
  };
  return walk(value, '');
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** The environment the shown scripts run in: the key, and the password in the variable they read it from. */
const scriptEnv = (apiKey: string) => ({ ...process.env, PRO_API_KEY: apiKey, [secretVariable('password')]: PASSWORD });

/** Runs the shown curl (as shown, plus a flag that prints the status) with the key in PRO_API_KEY. */
async function runCurl(curl: string, apiKey: string): Promise<Answer> {
  const command = curl.replace(/^curl /, `curl -w '\\n%{http_code}' `);
  // --fail-with-body ends a refused call with exit code 22, after printing the answer.
  const { stdout } = await run('bash', ['-c', command], { cwd: tmp, env: scriptEnv(apiKey) }).catch(
    (err: { code?: number; stdout?: string }) => {
      if (err.code !== 22) throw err;
      return { stdout: err.stdout ?? '' };
    },
  );
  const lines = stdout.trimEnd().split('\n');
  const status = Number(lines.pop());
  return { status, body: parse(lines.join('\n')) };
}

/** Bundles a shown TypeScript/JavaScript snippet with the workspace's SDK and runs it with Node. */
async function runScript(source: string, apiKey: string, name: string): Promise<string> {
  const bundled = await build({
    stdin: { contents: source, loader: 'ts', resolveDir: repoRoot },
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'workspace-sdk',
        setup: (b) => b.onResolve({ filter: /^@pro-portal\/sdk$/ }, () => ({ path: sdkEntry })),
      },
    ],
  });
  const file = path.join(tmp, `${name}.mjs`);
  fs.writeFileSync(file, bundled.outputFiles[0]!.text);
  const { stdout } = await run(process.execPath, [file], { cwd: tmp, env: scriptEnv(apiKey) });
  return stdout;
}

describe('Show API call: the shown curl, SDK and fetch calls do what the form does', () => {
  const sb = useSandbox();
  const admin = useSignIn(sb, 'ROOT', 'admin');
  const keys = new Map<string, string>();

  /** An API key of the admin holding only the given scope. */
  const keyWith = async (scope: string): Promise<string> => {
    const known = keys.get(scope);
    if (known) return known;
    const key = await admin.pro.main.apiKeys.createApiKey({
      apiKeyCreate: {
        keyName: `only-${scope}`,
        expirationDate: new Date(Date.now() + 86_400_000),
        scopes: [{ scope }],
      },
    });
    keys.set(scope, key.secret!);
    return key.secret!;
  };

  beforeAll(() => {
    for (const [name, data] of Object.entries(PICKED)) fs.writeFileSync(path.join(tmp, name), data);
  });
  afterAll(() => {
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it.each(FORMS)('$form form', async ({ form, call }) => {
    const shown = call('shown');
    const scopes = scopesNeeded(shown.operation, apiCallTag(shown));
    expect(scopes).toHaveLength(1);
    expect(scopes).not.toContain(LESSER_SCOPE);
    const apiKey = await keyWith(scopes[0]!);
    const { sdk, curl, fetch } = await apiCallSnippets(shown, sb.baseUrl);
    for (const text of [sdk, curl, fetch]) {
      expect(text).not.toContain(PASSWORD);
      expect(text).not.toContain('webui.json'); // file contents stay out
      expect(text).not.toContain('demand');
    }
    const tag = form.replace(/\W/g, '');

    // The form's own mutation: the same description sent by a client with the key (raw, for the wire answer).
    const viaForm = call('form');
    const raw = (await sendApiCall(withApiKey(sb.baseUrl, apiKey), {
      ...viaForm,
      operation: `${viaForm.operation}Raw`,
    })) as { raw: Response };
    const formAnswer: Answer = { status: raw.raw.status, body: parse(await raw.raw.text()) };
    expect(formAnswer.status).toBeLessThan(300);

    const curlAnswer = await runCurl((await apiCallSnippets(call('curl'), sb.baseUrl)).curl, apiKey);
    expect(curlAnswer.status).toBe(formAnswer.status);
    expect(normalised(curlAnswer.body, 'curl')).toEqual(normalised(formAnswer.body, 'form'));

    const fetchOut = await runScript((await apiCallSnippets(call('fetch'), sb.baseUrl)).fetch, apiKey, `${tag}-fetch`);
    const [status, ...body] = fetchOut.trimEnd().split(' ');
    expect(Number(status)).toBe(formAnswer.status);
    expect(normalised(parse(body.join(' ')), 'fetch')).toEqual(normalised(formAnswer.body, 'form'));

    // The SDK snippet prints the SDK's answer; the form's mutation gets the same from the typed method.
    const sdkOut = await runScript((await apiCallSnippets(call('sdk'), sb.baseUrl)).sdk, apiKey, `${tag}-sdk`);
    const viaMutation = await sendApiCall(withApiKey(sb.baseUrl, apiKey), call('mutation'));
    expect(normalised(parse(sdkOut.trim() === 'undefined' ? 'null' : sdkOut), 'sdk')).toEqual(
      normalised(JSON.parse(JSON.stringify(viaMutation ?? null)), 'mutation'),
    );

    // A key without the shown scope is refused.
    const refused = await runCurl(
      (await apiCallSnippets(call('lesser'), sb.baseUrl)).curl,
      await keyWith(LESSER_SCOPE),
    );
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).toContain(scopes[0]);
  });

  it('runs a shown sequence as the form sends it: the user is created, then joins each chosen group', async () => {
    const apiKey = await keyWith('Authentication');
    const join = (groupName: string) =>
      apiCall('main', 'groups', 'addUserToGroup', { environmentName: 'Demo', groupName, userId: 'seqann' });
    const calls = [
      apiCall('main', 'users', 'createUser', {
        environmentName: 'Demo',
        userCreate: { username: 'seqann', email: 'seq@example.com', password: PASSWORD },
      }),
      join('Planners'),
      join('Analysts'),
    ];
    const { curl } = await apiCallSnippets(calls, sb.baseUrl);
    expect(curl).not.toContain(PASSWORD);
    // Without the password's variable the shell refuses to run the first call: nothing is sent.
    await expect(
      run('bash', ['-c', curl], { cwd: tmp, env: { ...process.env, PRO_API_KEY: apiKey } }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('PRO_PASSWORD') });
    await expect(admin.pro.main.users.getUser({ environmentName: 'Demo', userName: 'seqann' })).rejects.toThrow();

    await run('bash', ['-c', curl], { cwd: tmp, env: scriptEnv(apiKey) });
    for (const groupName of ['Planners', 'Analysts']) {
      const { entities } = await admin.pro.main.groups.listGroupUsers({ environmentName: 'Demo', groupName });
      expect(entities.map((u) => u.name)).toContain('seqann');
    }
    // A refused step stops the rest: the user exists now, so the create fails and no join is sent.
    await expect(run('bash', ['-c', curl], { cwd: tmp, env: scriptEnv(apiKey) })).rejects.toMatchObject({ code: 22 });
  });
});
