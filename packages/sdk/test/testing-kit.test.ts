/**
 * The testing kit (@pro-portal/sdk/testing): fixtures of every schema valid against the spec, a
 * handler of every operation answering a valid example, and any declared status, a delay or a
 * network error on request, so that a front end's code (here the SDK client) runs without a sandbox.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { setupServer } from 'msw/node';
import { parse } from 'yaml';
import { ALL_APIS, createProClient, errorMessage, isOperationError, type ApiName } from '../src';
import { fixtures, mockHandlers, mockOperation } from '../src/testing';

const repoRoot = resolve(__dirname, '../../..');
/** Each API's OpenAPI file, from the list the generator reads. */
const SPECS = JSON.parse(readFileSync(join(repoRoot, 'openapi/clients.json'), 'utf8')) as Record<ApiName, string>;
const baseUrl = 'http://pro.test';

describe('fixtures and examples', () => {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  for (const format of ['int32', 'int64', 'password', 'binary']) ajv.addFormat(format, true);

  it.each(Object.entries(SPECS))('every fixture of the %s API validates against its schema', (api, file) => {
    const doc = parse(readFileSync(join(repoRoot, 'openapi', file), 'utf8')) as { components: { schemas: object } };
    ajv.addSchema({ components: doc.components }, api);
    const all = fixtures[api as ApiName] as Record<string, unknown>;
    expect(Object.keys(all).sort()).toEqual(Object.keys(doc.components.schemas).sort());
    const invalid = Object.entries(all).flatMap(([name, value]) => {
      const validate = ajv.compile({ $ref: `${api}#/components/schemas/${name}` });
      return validate(value) ? [] : [`${name}: ${ajv.errorsText(validate.errors)}`];
    });
    expect(invalid).toEqual([]);
  });
});

describe('handlers against the SDK client, without a sandbox', () => {
  const server = setupServer(...mockHandlers({ baseUrl }));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  const unauthorized: number[] = [];
  const pro = createProClient({ baseUrl, onUnauthorized: (e) => unauthorized.push(e.status) }, ALL_APIS);

  it('has a handler for every operation of the six APIs', () => {
    const lines = readFileSync(join(repoRoot, 'openapi/operations.txt'), 'utf8')
      .split('\n')
      .filter((line) => /^\w+ [A-Z]+ \//.test(line));
    expect(mockHandlers()).toHaveLength(lines.length);
  });

  it("answers each call with the spec's example, read back as the SDK's models", async () => {
    const raw = await fetch(`${baseUrl}/pro-api/v2/applications/categories`);
    expect(raw.headers.get('x-mocked-by')).toBe('@pro-portal/sdk/testing');
    const { applications } = await pro.main.applications.listApplications();
    expect(applications?.[0]?.name).toBe(fixtures.main.Application.name);
    expect(applications?.[0]?.publishedAt).toEqual(new Date(fixtures.main.Application.publishedAt!));
    const categories = await pro.main.categories.listCategories();
    expect(categories).toEqual([fixtures.main.ApplicationCategory]);
    await expect(pro.main.environments.getEnvironment({ environmentName: 'ROOT' })).resolves.toBeDefined();
  });

  it.each([401, 403, 404, 409, 500, 503] as const)('answers a %s with the Error example', async (status) => {
    server.use(mockOperation('main', 'updateCategory', { status }));
    const err = await pro.main.categories
      .updateCategory({ categoryId: fixtures.main.ApplicationCategory.id, applicationCategoryInput: { value: 'x' } })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ status, errorId: fixtures.main.Error.errorId });
    expect(errorMessage(err)).toBe(fixtures.main.Error.message);
  });

  it('takes a typed body, calls onUnauthorized on a 401, and narrows with isOperationError', async () => {
    const body = { message: 'Key exists', errorCode: 10401, errorId: 'key-exists' };
    server.use(
      mockOperation('main', 'createApiKey', { status: 409, body }),
      mockOperation('main', 'listApiKeys', { status: 401 }),
    );
    const err = await pro.main.apiKeys
      .createApiKey({ apiKeyCreate: { keyName: 'k', expirationDate: new Date(), scopes: [] } })
      .catch((e: unknown) => e);
    expect(isOperationError(err, 'main', 'createApiKey', 409) && err.body.errorId).toBe('key-exists');
    unauthorized.length = 0;
    await pro.main.apiKeys.listApiKeys().catch(() => undefined);
    expect(unauthorized).toEqual([401]);
  });

  it('answers after a delay, which a time-out cuts short, and fails as a network error on request', async () => {
    server.use(mockOperation('main', 'listCategories', { delayMs: 500 }));
    await expect(pro.main.categories.listCategories({ timeoutMs: 50 })).rejects.toMatchObject({ errorId: 'timeout' });
    server.use(mockOperation('main', 'listCategories', { networkError: true }));
    await expect(pro.main.categories.listCategories()).rejects.toMatchObject({ errorId: 'network' });
  });

  it("answers from a resolver, which reads the request's path parameters, query and JSON body", async () => {
    const seen: unknown[] = [];
    server.use(
      mockOperation('main', 'updateCategory', ({ params, body, request }) => {
        seen.push([request.method, params.categoryId, body.value]);
        return body.value ? { status: 200, body: { id: params.categoryId, value: body.value } } : { status: 400 };
      }),
      mockOperation('main', 'listAppsByGroup', ({ query }) => {
        seen.push([query.envName, query.groupName]);
        return { status: 200, body: { app_access_list: [] } };
      }),
    );
    const renamed = await pro.main.categories.updateCategory({
      categoryId: 'a b/c',
      applicationCategoryInput: { value: 'Finance' },
    });
    expect(renamed).toEqual({ id: 'a b/c', value: 'Finance' });
    await expect(
      pro.main.categories.updateCategory({ categoryId: 'x', applicationCategoryInput: { value: '' } }),
    ).rejects.toMatchObject({ status: 400, errorId: fixtures.main.Error.errorId });
    await pro.main.appAccess.listAppsByGroup({ envName: 'Demo', groupName: 'Planners' });
    expect(seen).toEqual([
      ['PATCH', 'a b/c', 'Finance'],
      ['PATCH', 'x', ''],
      ['Demo', 'Planners'],
    ]);
  });

  it('leaves a request to the next handler when the resolver answers nothing', async () => {
    server.use(
      mockOperation('main', 'getEnvironment', ({ params }) =>
        params.environmentName === 'Gone' ? { status: 404 } : undefined,
      ),
    );
    await expect(pro.main.environments.getEnvironment({ environmentName: 'Gone' })).rejects.toMatchObject({
      status: 404,
    });
    await expect(pro.main.environments.getEnvironment({ environmentName: 'ROOT' })).resolves.toEqual(
      expect.objectContaining({ name: fixtures.main.Environment.name }),
    );
  });

  it('types its overrides by the spec', () => {
    // @ts-expect-error -- createApiKey declares no 404
    expect(() => mockOperation('main', 'createApiKey', { status: 404 })).not.toThrow();
    // @ts-expect-error -- a category list has no field `items`
    mockOperation('main', 'listCategories', { status: 200, body: { items: [] } });
    // @ts-expect-error -- a category's name is a string
    mockOperation('main', 'updateCategory', ({ body }) => ({
      status: 200,
      body: { id: 'c', value: body.value.length },
    }));
    // @ts-expect-error -- updateCategory has no path parameter `id`
    mockOperation('main', 'updateCategory', ({ params }) => ({ status: 200, body: { id: params.id, value: 'v' } }));
    // @ts-expect-error -- listAppsByGroup has no query parameter `env`
    mockOperation('main', 'listAppsByGroup', ({ query }) => (query.env ? { status: 404 } : undefined));
    // @ts-expect-error -- an ApplicationCategoryInput has no field `name`
    mockOperation('main', 'createCategory', ({ body }) => ({ status: 201, body: { id: 'c', value: body.name } }));
    // @ts-expect-error -- no such operation
    expect(() => mockOperation('main', 'listCategory')).toThrow('The main API has no operation listCategory');
  });
});
