import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { parse } from 'yaml';

type Api = 'main' | 'v1' | 'auth' | 'sessions' | 'users' | 'secrets';
type Json = Record<string, unknown>;

interface ApiContract {
  file: string;
  server: string;
  tags: string[];
}

const contracts: Record<Api, ApiContract> = {
  main: {
    file: 'pro-api-v2.yaml',
    server: '/pro-api/v2',
    tags: [
      'Applications',
      'Categories',
      'AimmsVersions',
      'Portal',
      'AppAccess',
      'Launching',
      'Environments',
      'Groups',
      'Users',
      'ApiKeys',
      'Session',
      'Customization',
      'Storage',
      'Tasks',
      'Specification',
    ],
  },
  v1: {
    file: 'pro-api-v1.yaml',
    server: '/pro-api/v1',
    tags: ['PortalMode', 'Specification', 'Applications', 'AimmsVersions', 'ApiKeys', 'Customization', 'Tasks'],
  },
  auth: { file: 'auth-v1.yaml', server: '/pro/auth/v1', tags: ['Auth'] },
  sessions: {
    file: 'session-manager-v1.yaml',
    server: '/pro/session-manager/v1',
    tags: ['Sessions', 'Specification'],
  },
  users: {
    file: 'user-manager-v1.yaml',
    server: '/pro/user-manager/v1',
    tags: ['Environments', 'Groups', 'Users', 'ApiKeys', 'Specification'],
  },
  secrets: {
    file: 'secret-manager-v1.yaml',
    server: '/pro/secret-manager/v1',
    tags: ['Items', 'ItemAccess', 'Specification'],
  },
};
const apis = Object.keys(contracts) as Api[];

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const ERROR_REF = '#/components/schemas/Error';

interface Operation {
  method: string;
  path: string;
  key: string;
  definition: Json;
}

const asObject = (value: unknown): Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};

const specCache = new Map<Api, Json>();

/** The parsed spec of an API; throws (failing the calling test) when the file is missing. */
function loadSpec(api: Api): Json {
  const cached = specCache.get(api);
  if (cached) return cached;
  const file = join(__dirname, contracts[api].file);
  if (!existsSync(file)) throw new Error(`openapi/${contracts[api].file} does not exist`);
  const spec = asObject(parse(readFileSync(file, 'utf8')));
  specCache.set(api, spec);
  return spec;
}

function operationsOf(api: Api): Operation[] {
  const paths = asObject(loadSpec(api).paths);
  return Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(asObject(item))
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, definition]) => ({
        method: method.toUpperCase(),
        path,
        key: `${method.toUpperCase()} ${path}`,
        definition: asObject(definition),
      })),
  );
}

/** Follows a local `$ref` ('#/components/...') inside the same spec. */
function resolve(spec: Json, node: unknown): Json {
  let current = asObject(node);
  for (let hops = 0; typeof current.$ref === 'string' && hops < 10; hops += 1) {
    const ref = current.$ref as string;
    if (!ref.startsWith('#/')) throw new Error(`only local references are supported: ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<Json>((acc, part) => asObject(acc[part]), spec);
  }
  return current;
}

const listedLines = readFileSync(join(__dirname, 'operations.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));

const listed = listedLines.map((line) => {
  const match = /^(main|v1|auth|sessions|users|secrets) (GET|PUT|POST|DELETE|PATCH|HEAD|OPTIONS) (\/\S*)$/.exec(line);
  if (!match) throw new Error(`operations.txt: malformed line "${line}"`);
  return { api: match[1] as Api, key: `${match[2]} ${match[3]}`, line };
});

describe('operations.txt', () => {
  it('is well formed and lists every call once', () => {
    expect(listed.length).toBeGreaterThan(100);
    const seen = new Set<string>();
    const duplicates = listedLines.filter((line) => seen.has(line) || !seen.add(line));
    expect(duplicates).toEqual([]);
  });

  it.each(listed)('$line is an operation of its spec', (entry) => {
    const keys = operationsOf(entry.api).map((operation) => operation.key);
    expect(keys).toContain(entry.key);
  });
});

describe.each(apis)('the %s spec', (api) => {
  const contract = contracts[api];

  it(`is OpenAPI 3.0.3 served at ${contract.server}`, () => {
    const spec = loadSpec(api);
    expect(spec.openapi).toBe('3.0.3');
    const servers = (spec.servers as Json[] | undefined) ?? [];
    expect(servers.map((server) => server.url)).toEqual([contract.server]);
  });

  it('has no operation missing from operations.txt', () => {
    const expected = listed.filter((entry) => entry.api === api).map((entry) => entry.key);
    const extras = operationsOf(api)
      .map((operation) => operation.key)
      .filter((key) => !expected.includes(key))
      .map((key) => `add to openapi/operations.txt: ${api} ${key}`);
    expect(extras).toEqual([]);
  });

  it('gives every operation a unique camelCase operationId', () => {
    const operations = operationsOf(api);
    const ids = operations.map((operation) => operation.definition.operationId);
    const missing = operations.filter((operation) => typeof operation.definition.operationId !== 'string');
    expect(missing.map((operation) => operation.key)).toEqual([]);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(ids.filter((id) => !/^[a-z][a-zA-Z0-9]*$/.test(String(id)))).toEqual([]);
  });

  it(`tags every operation with exactly one of ${contract.tags.join(', ')}`, () => {
    const wrong = operationsOf(api)
      .filter((operation) => {
        const tags = operation.definition.tags;
        return !Array.isArray(tags) || tags.length !== 1 || !contract.tags.includes(String(tags[0]));
      })
      .map((operation) => `${operation.key} tags=${JSON.stringify(operation.definition.tags)}`);
    expect(wrong).toEqual([]);
  });

  it('answers every 4xx and 5xx with the Error schema', () => {
    const spec = loadSpec(api);
    const wrong: string[] = [];
    for (const operation of operationsOf(api)) {
      for (const [status, response] of Object.entries(asObject(operation.definition.responses))) {
        if (!/^[45]/.test(status)) continue;
        const content = Object.entries(asObject(resolve(spec, response).content));
        const isError =
          content.length > 0 && content.every(([, media]) => asObject(asObject(media).schema).$ref === ERROR_REF);
        if (!isError) wrong.push(`${operation.key} ${status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('defines Error as {message: string, errorCode: integer, errorId: string}, all required', () => {
    const error = resolve(loadSpec(api), { $ref: ERROR_REF });
    expect(error.type).toBe('object');
    expect([...((error.required as string[] | undefined) ?? [])].sort()).toEqual(['errorCode', 'errorId', 'message']);
    const properties = asObject(error.properties);
    expect(asObject(properties.message).type).toBe('string');
    expect(asObject(properties.errorCode).type).toBe('integer');
    expect(asObject(properties.errorId).type).toBe('string');
  });

  it('uses named component schemas for structured bodies and no oneOf/anyOf (generator constraints)', () => {
    const inline: string[] = [];
    for (const operation of operationsOf(api)) {
      const bodies: [string, unknown][] = [['request', operation.definition.requestBody]];
      for (const [status, response] of Object.entries(asObject(operation.definition.responses))) {
        bodies.push([status, resolve(loadSpec(api), response)]);
      }
      for (const [where, body] of bodies) {
        for (const [mediaType, media] of Object.entries(asObject(resolve(loadSpec(api), body).content))) {
          const schema = asObject(asObject(media).schema);
          if ('properties' in schema) {
            inline.push(`${operation.key} ${where} ${mediaType}`);
          }
        }
      }
    }
    expect(inline).toEqual([]);
    const raw = readFileSync(join(__dirname, contract.file), 'utf8');
    expect(raw).not.toMatch(/^\s*(oneOf|anyOf):/m);
  });
});

describe('the session manager spec', () => {
  const deprecated = ['GET /sessions/logs/task/{session_id}', 'GET /sessions/logs/webui/{session_id}'];

  it.each(deprecated)('marks %s deprecated', (key) => {
    const operation = operationsOf('sessions').find((candidate) => candidate.key === key);
    expect(operation?.definition.deprecated).toBe(true);
  });

  it('marks no other call deprecated', () => {
    const others = operationsOf('sessions')
      .filter((operation) => operation.definition.deprecated === true)
      .map((operation) => operation.key)
      .filter((key) => !deprecated.includes(key));
    expect(others).toEqual([]);
  });

  it('restricts kind to solve, task and webui', () => {
    const spec = loadSpec('sessions');
    const item = asObject(asObject(spec.paths)['/sessions/{kind}']);
    const parameters = (asObject(item.get).parameters as unknown[]).map((parameter) => resolve(spec, parameter));
    const kind = parameters.find((parameter) => parameter.name === 'kind');
    expect(kind?.in).toBe('path');
    expect(resolve(spec, kind?.schema).enum).toEqual(['solve', 'task', 'webui']);
  });
});

describe('the v1 spec', () => {
  it('declares the X-Account-Portal-Mode header (string) on every success answer of getPortalMode', () => {
    const spec = loadSpec('v1');
    const operation = operationsOf('v1').find((candidate) => candidate.key === 'GET /customization/portal-mode');
    expect(operation?.definition.operationId).toBe('getPortalMode');
    const successes = Object.entries(asObject(operation?.definition.responses)).filter(([status]) =>
      status.startsWith('2'),
    );
    expect(successes.length).toBeGreaterThan(0);
    for (const [, response] of successes) {
      const header = resolve(spec, asObject(resolve(spec, response).headers)['X-Account-Portal-Mode']);
      expect(resolve(spec, header.schema).type).toBe('string');
    }
  });
});

describe('the v1 calls that v2 also has', () => {
  const v2 = operationsOf('main');
  // getOpenApiSpec is each API's own: it serves that API's file.
  const shared = operationsOf('v1').filter(
    (op) =>
      op.definition.operationId !== 'getOpenApiSpec' &&
      v2.some((candidate) => candidate.definition.operationId === op.definition.operationId),
  );
  const hint = 'run node scripts/sync-v1-spec.mjs';

  it('are the documented application, API key, resource profile and AIMMS version paths', () => {
    expect(shared.map((op) => op.key).sort()).toEqual(
      listed
        // The portal mode, the file itself and the v1 tasks (their own v1 shapes) are v1's own calls.
        .filter(
          (entry) => entry.api === 'v1' && !/^(GET \/(customization\/portal-mode)?|\w+ \/tasks.*)$/.test(entry.key),
        )
        .map((entry) => entry.key)
        .sort(),
    );
  });

  it.each(shared.map((op) => [op.key, op] as const))(`%s is its v2 call, unchanged (${hint})`, (_key, op) => {
    const twin = v2.find((candidate) => candidate.definition.operationId === op.definition.operationId)!;
    expect(op.key).toBe(twin.key);
    expect(op.definition).toEqual(twin.definition);
  });

  it(`use the components of v2 unchanged (${hint})`, () => {
    const v1Components = asObject(loadSpec('v1').components);
    const v2Components = asObject(loadSpec('main').components);
    const differing = Object.entries(v1Components).flatMap(([kind, entries]) =>
      Object.entries(asObject(entries))
        .filter(
          ([name, value]) =>
            name in asObject(v2Components[kind]) && !isDeepStrictEqual(value, asObject(v2Components[kind])[name]),
        )
        .map(([name]) => `${kind}/${name}`),
    );
    expect(differing).toEqual([]);
  });
});
