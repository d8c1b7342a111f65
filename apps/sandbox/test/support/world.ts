import { signIn, type Session, type SandboxHandle } from '@pro-portal/test-harness';
import { API_BASES, type Json, type Operation } from './operations';

export const DEMO_PASSWORD = 'Sandbox#Demo1';
export const OTHER_PASSWORD = 'Other-Env-Pass1!';

/** Who calls. Keys belong to the ROOT admin: one key per scope. */
export const CALLERS = [
  'signedOut',
  'user',
  'publisher',
  'groupAdmin',
  'admin',
  'keyWithScope',
  'keyWithoutScope',
  'otherEnvUser',
] as const;
export type CallerName = (typeof CALLERS)[number];

export interface Credentials {
  cookie?: string;
  apiKey?: string;
}

/** A request of one operation; values are sent as they are (nothing is checked here). */
export interface Req {
  params?: Record<string, string | number>;
  /** An array is sent as one parameter per item. */
  query?: Record<string, string | number | boolean | string[] | undefined>;
  headers?: Record<string, string>;
  json?: unknown;
  /** A raw body with its content type (for malformed bodies). */
  raw?: { contentType: string; body: string | Uint8Array };
  form?: Record<string, string>;
  multipart?: Record<string, string | { content: string | Uint8Array; filename: string; type?: string }>;
  /** Credentials to use instead of the caller's (a fresh sign-in for pro-logout). */
  as?: Credentials;
}

export interface Answer {
  status: number;
  body: Json;
  headers: Headers;
}

const cookieOf = (s: Session) => {
  const v = s.fetch.cookies.get('pro_session');
  if (!v) throw new Error('not signed in');
  return `pro_session=${v}`;
};

export function buildUrl(baseUrl: string, op: Pick<Operation, 'path'>, req: Req): string {
  const p = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const v = req.params?.[name];
    if (v === undefined) throw new Error(`no value for path parameter ${name} of ${op.path}`);
    return encodeURIComponent(String(v));
  });
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(req.query ?? {}))
    for (const item of v === undefined ? [] : Array.isArray(v) ? v : [v]) qs.append(k, String(item));
  const q = qs.toString();
  return `${baseUrl}${p}${q ? `?${q}` : ''}`;
}

/** Sends one request of an operation with the given credentials (no redirects followed). */
export async function send(
  baseUrl: string,
  op: Pick<Operation, 'path' | 'method'>,
  req: Req,
  creds: Credentials,
): Promise<Answer> {
  const headers = new Headers(req.headers);
  const use = req.as ?? creds;
  if (use.cookie) headers.set('cookie', use.cookie);
  if (use.apiKey) headers.set('apiKey', use.apiKey);
  let body: BodyInit | undefined;
  if (req.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(req.json);
  } else if (req.raw) {
    headers.set('content-type', req.raw.contentType);
    body = req.raw.body as BodyInit;
  } else if (req.form) {
    headers.set('content-type', 'application/x-www-form-urlencoded');
    body = new URLSearchParams(req.form).toString();
  } else if (req.multipart) {
    const fd = new FormData();
    for (const [k, v] of Object.entries(req.multipart)) {
      if (typeof v === 'string') fd.append(k, v);
      else fd.append(k, new Blob([v.content as BlobPart], { type: v.type ?? 'application/octet-stream' }), v.filename);
    }
    body = fd;
  }
  const res = await fetch(buildUrl(baseUrl, op, req), { method: op.method, headers, body, redirect: 'manual' });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

/** Everything the table's requests refer to, created through the API before the table runs. */
export interface World {
  sb: SandboxHandle;
  baseUrl: string;
  creds: Record<Exclude<CallerName, 'keyWithScope' | 'keyWithoutScope'> | 'otherAdmin', Credentials>;
  passwords: Record<string, string>;
  /** Secret of the ROOT admin's key holding exactly this scope. */
  keys: Record<string, string>;
  /** The admin's credentials for setting things up. */
  admin: Credentials;
  aimmsVersionId: string;
  /** An app the Demo user alice may use (WebUI). */
  app: { name: string; version: string };
  categoryId: string;
  aliceTaskId: string;
  aliceSessionId: string;
  aliceInstanceId: string;
  aliceTaskSessionId: string;
  plannersEntity: number;
  /** A storage object in PublicData/Matrix. */
  object: { path: string; label: string; id: string };
  /** A call made as admin (setup); fails the setup unless 2xx. */
  call(method: string, apiPath: string, req?: Req, creds?: Credentials): Promise<Json>;
  unique(prefix: string): string;
}

export const inAYear = () => new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10);

/** The documented API key scopes; the sandbox makes one key per scope. */
export const SCOPES = [
  'Authentication',
  'PublishApp',
  'PublishAimms',
  'Tasks',
  'APIKey',
  'Session',
  'Secret',
  'User',
  'Account',
];

/** A key that holds neither the scope nor the other scope some operations accept instead of it. */
const OTHER_SCOPE: Record<string, string> = {
  Authentication: 'User',
  PublishApp: 'Tasks',
  PublishAimms: 'PublishApp',
  Tasks: 'PublishApp',
  APIKey: 'User',
  Session: 'PublishApp',
  Secret: 'User',
  User: 'APIKey',
  Account: 'Authentication',
};

export const otherScope = (needed: string | null): string => (needed === null ? 'Secret' : OTHER_SCOPE[needed]!);

export async function buildWorld(sb: SandboxHandle): Promise<World> {
  const baseUrl = sb.baseUrl;
  const session = async (env: string, name: string, password: string) => ({
    cookie: cookieOf(await signIn(baseUrl, env, name, password)),
  });
  const admin = await session('ROOT', 'admin', sb.adminPassword);
  let seq = 0;
  const call = async (method: string, apiPath: string, req: Req = {}, creds: Credentials = admin) => {
    const [p, api = 'pro-api-v2'] = apiPath.split(' @') as [string, keyof typeof API_BASES | undefined];
    const answer = await send(baseUrl, { method, path: API_BASES[api] + p }, req, creds);
    if (answer.status >= 300)
      throw new Error(`setup ${method} ${apiPath} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const unique = (prefix: string) => `${prefix}${++seq}`;

  await call('POST', '/environments', {
    json: { name: 'Plant', description: 'second environment', samlMetadataUrl: null, isDefault: false },
  });
  await call('POST', '/environments/{e}/groups'.replace('{e}', 'Plant'), { json: { groupname: 'Crew' } });
  await call('POST', '/environments/Plant/users', {
    json: { username: 'olga', password: OTHER_PASSWORD, fullname: 'Olga Other' },
  });
  await call('POST', '/environments/Plant/groups/Crew/users/olga');

  const keys: Record<string, string> = {};
  for (const scope of SCOPES) {
    const created = await call('POST', '/api-keys', {
      json: { keyName: `k-${scope}`, expirationDate: inAYear(), scopes: [{ scope }] },
    });
    keys[scope] = created.secret ?? created.key ?? created.apiKey;
    if (!keys[scope]) throw new Error(`no secret in ${JSON.stringify(created)}`);
  }

  const creds = {
    signedOut: {},
    user: await session('Demo', 'alice', DEMO_PASSWORD),
    publisher: await session('Demo', 'paula', DEMO_PASSWORD),
    groupAdmin: await session('Demo', 'greg', DEMO_PASSWORD),
    admin,
    otherEnvUser: await session('Plant', 'olga', OTHER_PASSWORD),
    otherAdmin: await session('Demo', 'ada', DEMO_PASSWORD),
  };
  const versions = await call('GET', '/aimms-versions');
  const aimmsVersionId = (versions.versions ?? versions)[0].id as string;

  const visible = (await call('GET', '/applications', {}, creds.user)).applications as {
    name: string;
    version: string;
    attributes: { isWebUI?: string };
  }[];
  const webui = visible.find((a) => a.attributes.isWebUI === 'true');
  if (!webui) throw new Error('alice sees no WebUI app');
  const app = { name: webui.name, version: webui.version };

  const category = await call('POST', '/applications/categories', { json: { value: 'MatrixCat' } });
  const created = await call(
    'POST',
    `/tasks/${encodeURIComponent(app.name)}/${encodeURIComponent(app.version)}/solve`,
    { json: { input: 1 } },
    creds.user,
  );
  const webSession = await call(
    'POST',
    '/sessions/webui @session-manager-v1',
    { json: { appName: app.name, appVersion: app.version } },
    creds.user,
  );
  const taskSession = await call(
    'POST',
    '/sessions/task @session-manager-v1',
    { json: { appName: app.name, appVersion: app.version, serviceName: 'solve' } },
    creds.user,
  );
  const launching = await call(
    'POST',
    '/launching',
    { json: { appName: app.name, appVersion: app.version, deviceId: 'matrix' } },
    creds.user,
  );
  const groups = (await call('GET', '/environments/Demo/groups')).entities as { name: string; entity: number }[];
  await call('POST', '/environments/ROOT/users', { json: { username: 'robot', password: OTHER_PASSWORD } });
  await call('POST', '/storage/bucket', { query: { path: 'PublicData/Matrix' }, json: { description: 'matrix' } });
  const object = await call('POST', '/storage/object', {
    query: { path: 'PublicData/Matrix', label: 'kept.txt' },
    multipart: { file: { content: 'kept', filename: 'kept.txt', type: 'text/plain' } },
  });

  return {
    sb,
    baseUrl,
    creds,
    passwords: {
      user: DEMO_PASSWORD,
      publisher: DEMO_PASSWORD,
      groupAdmin: DEMO_PASSWORD,
      admin: sb.adminPassword,
      otherEnvUser: OTHER_PASSWORD,
    },
    keys,
    admin,
    aimmsVersionId,
    app,
    categoryId: category.id,
    aliceTaskId: String(created.id),
    aliceSessionId: String(webSession.id),
    aliceInstanceId: String(launching.appInstanceId),
    aliceTaskSessionId: String(taskSession.id),
    plannersEntity: groups.find((g) => g.name === 'Planners')!.entity,
    object: { path: 'PublicData/Matrix', label: 'kept.txt', id: String(object.id) },
    call,
    unique,
  };
}

/** Signs in again (a second session of the same account), for calls that end a session. */
export async function freshSession(w: World, caller: CallerName): Promise<Credentials | undefined> {
  const who: Partial<Record<CallerName, [string, string, string]>> = {
    user: ['Demo', 'alice', DEMO_PASSWORD],
    publisher: ['Demo', 'paula', DEMO_PASSWORD],
    groupAdmin: ['Demo', 'greg', DEMO_PASSWORD],
    admin: ['ROOT', 'admin', w.sb.adminPassword],
    otherEnvUser: ['Plant', 'olga', OTHER_PASSWORD],
  };
  const c = who[caller];
  return c ? { cookie: cookieOf(await signIn(w.baseUrl, ...c)) } : undefined;
}
