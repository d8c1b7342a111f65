import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { signIn, backends, beforeAllValue, useSandbox } from '@pro-portal/test-harness';
import { expectSchema, type ApiName } from '../support/schema';
import {
  allOperations,
  deref,
  sample,
  type ApiFile,
  type Json,
  type Operation,
  type Schema,
} from '../support/operations';
import { send, type Credentials, type Req } from '../support/world';
import { storedFiles, type FileHome } from '../support/stored-files';

jest.setTimeout(300_000);

const operations = allOperations();
const RUNS_PER_OPERATION = 10;

/** Strings that have broken servers before: traversal, injection, encodings, sizes, numbers out of range. */
const NASTY = [
  '',
  ' ',
  '..',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2f',
  'PublicData/../../etc',
  '/etc/passwd',
  'a\u0000b',
  '<script>alert(1)</script>',
  "' or '1'='1' --",
  '"; drop table users; --',
  '${7*7}{{7*7}}',
  '\u202e\ufeff\u200b',
  '😀'.repeat(30),
  'x'.repeat(5000),
  '-1',
  '1e309',
  '99999999999999999999999',
  'NaN',
  'null',
  'true',
  '[object Object]',
  '__proto__',
  'constructor',
];

const text = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ maxLength: 12 }),
);
const headerValue = fc.stringMatching(/^[\x20-\x7e]{0,60}$/);

/** A value of the wrong JSON type for the schema. */
function wrongType(s: Schema): fc.Arbitrary<unknown> {
  switch (s.type) {
    case 'string':
      return fc.oneof(fc.integer(), fc.boolean(), fc.constant({}), fc.constant([]));
    case 'integer':
    case 'number':
      return fc.oneof(fc.constantFrom('12', 'abc', '', '1.5'), fc.boolean(), fc.constant({}), fc.constant(1.5));
    case 'boolean':
      return fc.oneof(fc.constantFrom('true', 'yes', 1, 0), fc.constant({}));
    case 'array':
      return fc.oneof(fc.constant({}), fc.constant('x'), fc.integer());
    default:
      return fc.oneof(fc.constant('x'), fc.integer(), fc.constant([]), fc.boolean());
  }
}

/** JSON bodies that are invalid against the operation's schema by construction. */
function invalidJsonBody(op: Operation): fc.Arbitrary<Req> {
  const schema = deref<Schema>(op.api, op.body!.schema);
  const base = sample(op.api, schema) as Record<string, unknown>;
  const raw = fc
    .constantFrom(
      '{',
      '{"a":',
      '{"a":1}}',
      '',
      'not json',
      '\u0000',
      '{"__proto__":{"isAdmin":true}',
      '[1,2',
      'undefined',
    )
    .map((body) => ({ raw: { contentType: 'application/json', body } }) as Req);
  const notAnObject = fc
    .oneof(
      fc.constant([]),
      fc.constant('text'),
      fc.integer(),
      fc.constant(null),
      fc.array(fc.jsonValue(), { maxLength: 3 }),
    )
    .map((json) => ({ json: json ?? 'null' }) as Req);
  const choices: fc.Arbitrary<Req>[] = [raw, notAnObject];
  const props = Object.entries<Schema>(schema.properties ?? {}).map(([k, v]) => [k, deref<Schema>(op.api, v)] as const);
  if (props.length > 0) {
    choices.push(
      fc
        .constantFrom(...props)
        .chain(([key, prop]) => wrongType(prop).map((bad) => ({ json: { ...base, [key]: bad } }) as Req)),
    );
    const bounded = props.filter(
      ([, p]) => p.maxLength !== undefined || p.maximum !== undefined || p.minimum !== undefined,
    );
    if (bounded.length > 0) {
      choices.push(
        fc.constantFrom(...bounded).map(([key, p]) => ({
          json: {
            ...base,
            [key]:
              p.maxLength !== undefined
                ? 'y'.repeat(p.maxLength + 1)
                : p.maximum !== undefined
                  ? p.maximum + 1
                  : p.minimum - 1,
          },
        })),
      );
    }
  }
  for (const key of schema.required ?? []) {
    const copy = { ...base };
    delete copy[key];
    choices.push(fc.constant({ json: copy }));
  }
  return fc.oneof(...choices);
}

/** Multipart bodies that are never a complete, valid upload. */
function invalidMultipart(op: Operation): fc.Arbitrary<Req> {
  const required: string[] = deref<Schema>(op.api, op.body!.schema).required ?? [];
  return fc.oneof(
    fc.constantFrom<Req>(
      { raw: { contentType: 'multipart/form-data', body: 'no boundary' } },
      {
        raw: {
          contentType: 'multipart/form-data; boundary=XYZ',
          body: '--XYZ\r\nContent-Disposition: form-data; name="metadata"\r\n\r\n{',
        },
      },
      { raw: { contentType: 'multipart/form-data; boundary=XYZ', body: '--XYZ--garbage' } },
    ),
    fc.record({ name: text, value: text }).map(({ name, value }) => ({ multipart: { [`x${name}`]: value } })),
    // Everything except the first required part, with a broken metadata part where there is one.
    fc.constantFrom('{', '[]', '{"name": 5}', '{"contactTitle": 5}', '{"publishBehavior": 9}').map((metadata) => ({
      multipart: Object.fromEntries(
        [...required.slice(1)].map((k) => [k, k === 'metadata' ? metadata : { content: 'x', filename: `${k}.bin` }]),
      ),
    })),
  );
}

function hostileRequest(op: Operation): fc.Arbitrary<Req> {
  const params = Object.fromEntries(op.params.filter((p) => p.in === 'path').map((p) => [p.name, text] as const));
  const query = Object.fromEntries(
    op.params.filter((p) => p.in === 'query').map((p) => [p.name, fc.option(text, { nil: undefined })] as const),
  );
  let body: fc.Arbitrary<Partial<Req>> = fc.constant({});
  if (op.body?.contentType === 'application/json') body = invalidJsonBody(op);
  else if (op.body?.contentType === 'multipart/form-data') body = invalidMultipart(op);
  else if (op.body)
    body = fc
      .dictionary(fc.constantFrom('env', 'returnTo', 'errorRedirectUri', 'SAMLResponse', 'x'), text)
      .map((form) => ({ form }));
  else if (op.method !== 'GET')
    body = fc.oneof(
      fc.constant({}),
      fc.constant({}),
      fc.jsonValue().map((json) => ({ json: json ?? {} })),
    );
  const headers = fc.dictionary(
    fc.constantFrom(
      'content-type',
      'accept',
      'x-forwarded-for',
      'x-forwarded-host',
      'origin',
      'if-none-match',
      'range',
      'x-custom',
      'tasksStateHook',
      'taskStateHook',
    ),
    headerValue,
    { maxKeys: 3 },
  );
  return fc
    .record({ params: fc.record(params), query: fc.record(query), body, headers })
    .map(({ params: p, query: q, body: b, headers: h }) => {
      const req: Req = { ...b, params: p, query: q };
      // A random content type only where no body is built: it would otherwise replace the body's own.
      if (!b.json && !b.raw && !b.form && !b.multipart) req.headers = h;
      else {
        const { 'content-type': _ignored, ...rest } = h;
        req.headers = rest;
      }
      return req;
    });
}

/** What the sandbox holds, in a form that changes only when something was written. */
async function snapshot(baseUrl: string, admin: Credentials, home: FileHome): Promise<unknown> {
  const get = async (p: string) => (await send(baseUrl, { method: 'GET', path: p }, {}, admin)).body;
  const envs = ((await get('/pro-api/v2/environments')).environments as { name: string }[]).map((e) => e.name).sort();
  const perEnv: Record<string, unknown> = {};
  for (const e of envs) {
    const enc = encodeURIComponent(e);
    perEnv[e] = {
      groups: (await get(`/pro-api/v2/environments/${enc}/groups`)).entities?.map((g: Json) => [
        g.name,
        g.description,
        g.max_users,
        g.curr_users,
      ]),
      users: (await get(`/pro-api/v2/environments/${enc}/users`)).entities?.map((u: Json) => [
        u.name,
        u.description,
        u.email,
        u.groups,
      ]),
    };
  }
  const tasks = (await get('/pro-api/v2/tasks?listAll=true&limit=1000')).current_batch
    .map((t: Json) => `${t.id}[${t.groupIndex}]`)
    .sort();
  const sessions: Record<string, unknown> = {};
  for (const kind of ['webui', 'solve', 'task']) {
    sessions[kind] = (await get(`/pro/session-manager/v1/sessions/${kind}?limit=1000`)).sessions
      .map((s: Json) => s.id)
      .sort();
  }
  return {
    apps: (await get('/pro-api/v2/applications')).applications.map((a: Json) => [
      a.name,
      a.version,
      a.description,
      a.category,
      a.isLatest,
      a.attributes,
    ]),
    categories: await get('/pro-api/v2/applications/categories'),
    envs: await get('/pro-api/v2/environments'),
    perEnv,
    keys: await get('/pro-api/v2/api-keys'),
    customization: await get('/pro-api/v2/customization'),
    retention: await get('/pro-api/v2/customization/retention-settings'),
    tunnels: await get('/pro-api/v2/customization/tunnels'),
    icons: await get('/pro-api/v2/storage/bucket?path=PublicData/AppIcon'),
    tasks,
    sessions,
    // Task data appears as the simulator runs jobs; uploads, icons and images only through calls.
    files: (await storedFiles(home)).map((f) => f.key).filter((key) => !key.startsWith('tasks')),
  };
}

const SCHEMA_API: Record<ApiFile, ApiName> = {
  'pro-api-v2': 'main',
  'pro-api-v1': 'v1',
  'auth-v1': 'auth',
  'session-manager-v1': 'sessions',
  'user-manager-v1': 'users',
  'secret-manager-v1': 'secrets',
};

const isErrorBody = (api: ApiFile, body: unknown) => {
  expectSchema(SCHEMA_API[api], 'Error', body);
};

describe.each(backends)('hostile input (%s)', (backend) => {
  const sb = useSandbox({ backend });
  /** The ROOT admin's session cookie. */
  const admin = beforeAllValue<Credentials>(async () => {
    const s = await signIn(sb.baseUrl, 'ROOT', 'admin', sb.adminPassword);
    return { cookie: `pro_session=${s.fetch.cookies.get('pro_session')}` };
  });

  it('answers random and malformed bodies, parameters and headers of every operation with a 4xx in the Error schema, never a 5xx, and writes nothing', async () => {
    const before = await snapshot(sb.baseUrl, admin, sb);
    const failures: string[] = [];
    for (const op of operations) {
      // pro-logout would end the admin's own session: it is sent signed out.
      const creds = op.operationId === 'logout' ? {} : admin;
      await fc.assert(
        fc.asyncProperty(hostileRequest(op), async (req) => {
          let answer;
          try {
            answer = await send(sb.baseUrl, op, req, creds);
          } catch (err) {
            // The client could not build the request (e.g. a header it refuses): nothing was sent.
            if (err instanceof TypeError && /header|Headers|ByteString/i.test(String(err.message))) return;
            throw err;
          }
          if (answer.status >= 500) {
            failures.push(
              `${op.operationId} answered ${answer.status} to ${JSON.stringify(req).slice(0, 300)}: ${JSON.stringify(answer.body).slice(0, 200)}`,
            );
            return;
          }
          if (answer.status >= 400) {
            try {
              isErrorBody(op.api, answer.body);
            } catch (err) {
              failures.push(
                `${op.operationId} answered ${answer.status} without the Error schema to ${JSON.stringify(req).slice(0, 200)}: ${String(err).slice(0, 300)}`,
              );
            }
          }
        }),
        { numRuns: RUNS_PER_OPERATION, seed: 20261122 },
      );
    }
    const after = await snapshot(sb.baseUrl, admin, sb);
    expect(failures.slice(0, 30)).toEqual([]);
    expect(after).toEqual(before);
  });

  describe('path traversal', () => {
    const traversal = [
      '..',
      '../..',
      '../../etc',
      'PublicData/../../etc',
      'PublicData/..',
      '/etc',
      'PublicData\\..\\..',
      'PublicData/%2e%2e',
      'PublicData/./x',
    ];
    const labels = ['..', '../x.txt', '..\\x.txt', 'a/b.txt', '/etc/passwd', 'a\u0000.txt'];

    it('refuses storage paths and labels that leave their bucket, and writes no file', async () => {
      const filesBefore = fs.readdirSync(sb.dataDir, { recursive: true }).length;
      for (const p of traversal) {
        for (const method of ['GET', 'POST', 'PATCH', 'DELETE']) {
          const req: Req = { query: { path: p }, ...(method === 'POST' || method === 'PATCH' ? { json: {} } : {}) };
          const answer = await send(sb.baseUrl, { method, path: '/pro-api/v2/storage/bucket' }, req, admin);
          expect([p, method, answer.status]).toEqual([p, method, 400]);
          isErrorBody('pro-api-v2', answer.body);
        }
        const up = await send(
          sb.baseUrl,
          { method: 'POST', path: '/pro-api/v2/storage/object' },
          { query: { path: p, label: 'x.txt' }, multipart: { file: { content: 'owned', filename: 'x.txt' } } },
          admin,
        );
        expect([p, up.status]).toEqual([p, 400]);
      }
      for (const label of labels) {
        const up = await send(
          sb.baseUrl,
          { method: 'POST', path: '/pro-api/v2/storage/object' },
          {
            query: { path: 'PublicData/AppIcon', label },
            multipart: { file: { content: 'owned', filename: 'x.txt' } },
          },
          admin,
        );
        expect([label, up.status]).toEqual([label, 400]);
        isErrorBody('pro-api-v2', up.body);
        const get = await send(
          sb.baseUrl,
          { method: 'GET', path: '/pro-api/v2/storage/object' },
          { query: { path: 'PublicData/AppIcon', label } },
          admin,
        );
        expect([label, get.status]).toEqual([label, expect.any(Number)]);
        expect([400, 404]).toContain(get.status);
      }
      expect(fs.readdirSync(sb.dataDir, { recursive: true }).length).toBe(filesBefore);
      expect(fs.existsSync(path.join(sb.dataDir, '..', 'x.txt'))).toBe(false);
    });

    it('serves no file outside the stored icons, logos and login images', async () => {
      const addresses = [
        '/portal/app-icon?icon=' + encodeURIComponent('/icons/../../../../etc/passwd'),
        '/portal/app-icon?icon=' + encodeURIComponent('../../../../etc/passwd'),
        '/portal/app-icon?icon=' + encodeURIComponent('/etc/passwd'),
        '/portal/app-icon?icon=' + encodeURIComponent('file:///etc/passwd'),
        '/portal/app-icon?icon=' + encodeURIComponent('/icons/..%2f..%2fpgdata%2fPG_VERSION'),
        '/portal/company-logo?logo=' + encodeURIComponent('../../pgdata/PG_VERSION'),
        '/portal/login-image?image=' + encodeURIComponent('../../../etc/passwd'),
        '/v3/assets/..%2f..%2f..%2fpackage.json',
        '/pro-api/v2/storage/download?id=' + encodeURIComponent('../../pgdata/PG_VERSION'),
      ];
      for (const address of addresses) {
        const res = await fetch(`${sb.baseUrl}${address}`, { headers: { cookie: admin.cookie! } });
        const body = await res.text();
        expect([address, res.status >= 400 && res.status < 500]).toEqual([address, true]);
        expect(body).not.toMatch(/root:x:0:0|"workspaces"|^\d+\s*$/);
      }
      const url = await send(
        sb.baseUrl,
        { method: 'GET', path: '/pro-api/v2/portal/app-icon-url' },
        { query: { iconPath: '../../../etc/passwd' } },
        admin,
      );
      expect([400, 404]).toContain(url.status);
    });
  });

  describe('open redirects', () => {
    const PAYLOADS = [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      ' //evil.example',
      'javascript:alert(1)',
      'http:evil.example',
      '/%2F/evil.example',
      'data:text/html,<script>alert(1)</script>',
    ];

    /** The browser's reading of a Location header relative to the sandbox. */
    const target = (location: string) => new URL(location, sb?.baseUrl ?? 'http://127.0.0.1');

    async function samlResponse(returnTo: string): Promise<{ action: string; saml: string }> {
      const res = await fetch(`${sb.baseUrl}/dev-idp/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          env: 'CorporateSSO',
          username: 'sam',
          returnTo,
          errorRedirectUri: returnTo,
        }).toString(),
      });
      const html = await res.text();
      const unescape = (s: string) =>
        s
          .replace(/&amp;/g, '&')
          .replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'")
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>');
      const action = unescape(/action="([^"]+)"/.exec(html.slice(html.indexOf('saml-post')))![1]!);
      const saml = unescape(/name="SAMLResponse" value="([^"]+)"/.exec(html)![1]!);
      return { action, saml };
    }

    it.each(PAYLOADS)('the SAML assertion never sends the browser to another origin (returnTo %j)', async (payload) => {
      const { action, saml } = await samlResponse(payload);
      const res = await fetch(`${sb.baseUrl}${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ SAMLResponse: saml }).toString(),
        redirect: 'manual',
      });
      expect(res.status).toBe(303);
      const location = res.headers.get('location')!;
      expect(target(location).origin).toBe(new URL(sb.baseUrl).origin);
      // eslint-disable-next-line no-control-regex
      expect(location).not.toMatch(/[\u0000-\u001f\\]/);
      expect(res.headers.getSetCookie().some((c) => c.startsWith('pro_session='))).toBe(true);
    });

    it.each(PAYLOADS)(
      'a failed SAML assertion never sends the browser to another origin (errorRedirectUri %j)',
      async (payload) => {
        const res = await fetch(
          `${sb.baseUrl}/pro/auth/v1/authenticate/saml/assertion?${new URLSearchParams({ env: 'CorporateSSO', errorRedirectUri: payload, returnTo: payload })}`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ SAMLResponse: 'bm90IGEgc2FtbCByZXNwb25zZQ==' }).toString(),
            redirect: 'manual',
          },
        );
        expect(res.status).toBe(303);
        const location = res.headers.get('location')!;
        expect(target(location).origin).toBe(new URL(sb.baseUrl).origin);
        // eslint-disable-next-line no-control-regex
        expect(location).not.toMatch(/[\u0000-\u001f\\]/);
        expect(res.headers.getSetCookie().some((c) => c.startsWith('pro_session=') && !/Max-Age=0|1970/i.test(c))).toBe(
          false,
        );
      },
    );

    it('starting single sign-on sends the browser to the identity provider on this origin only', async () => {
      for (const payload of PAYLOADS) {
        const res = await fetch(`${sb.baseUrl}/pro/auth/v1/authenticate/saml/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ env: 'CorporateSSO', returnTo: payload, errorRedirectUri: payload }).toString(),
          redirect: 'manual',
        });
        expect(res.status).toBe(303);
        expect(target(res.headers.get('location')!).origin).toBe(new URL(sb.baseUrl).origin);
      }
    });
  });
});
