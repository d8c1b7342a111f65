/**
 * ALL_APIS names every generated API class (one per OpenAPI tag), LAZY_APIS the same ones loaded on
 * first use (both lists are generated with the classes); a client creates each on first use.
 */
import {
  ALL_APIS,
  ProApiError,
  createProClient,
  lazyApi,
  Auth,
  Main,
  SecretManager,
  SessionManager,
  UserManager,
  V1,
} from '../src';
import { LAZY_APIS } from '../src/lazy-apis';

const generated = {
  main: Main,
  v1: V1,
  auth: Auth,
  sessions: SessionManager,
  users: UserManager,
  secrets: SecretManager,
} as const;
const namespaceIn: Record<keyof typeof generated, string> = {
  main: 'Main',
  v1: 'V1',
  auth: 'Auth',
  sessions: 'Sessions',
  users: 'Users',
  secrets: 'Secrets',
};
const camel = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

describe('createProClient', () => {
  it.each(Object.keys(generated) as Array<keyof typeof generated>)(
    'ALL_APIS offers every generated API class of %s',
    (api) => {
      const pro = createProClient({}, ALL_APIS);
      const offered = Object.values(pro[api]) as object[];
      const missing = Object.entries(generated[api])
        .filter(([name, value]) => /Api$/.test(name) && name !== 'BaseAPI' && typeof value === 'function')
        .filter(([, cls]) => !offered.some((instance) => instance instanceof (cls as new () => object)))
        .map(([name]) => `${camel(name.replace(/Api$/, ''))}: ${namespaceIn[api]}.${name}`);
      if (missing.length) {
        throw new Error(
          `ALL_APIS lacks generated API classes of ${api} (scripts/generate.mjs writes it from each API's apis/index.ts): ${missing.join(', ')}`,
        );
      }
    },
  );

  it('creates an API class on first use and keeps it', () => {
    const pro = createProClient({}, ALL_APIS);
    const first = pro.main.tasks;
    expect(pro.main.tasks).toBe(first);
    expect(first).toBeInstanceOf(Main.TasksApi);
  });

  it('offers only the classes it was given', () => {
    const pro = createProClient({}, { main: { applications: Main.ApplicationsApi } });
    expect(Object.keys(pro.main)).toEqual(['applications']);
    expect(pro.main.applications).toBeInstanceOf(Main.ApplicationsApi);
    expect('sessions' in pro).toBe(false);
  });

  it.each(Object.keys(ALL_APIS) as Array<keyof typeof ALL_APIS>)(
    'LAZY_APIS loads the classes of ALL_APIS for %s',
    async (api) => {
      const lazy: Record<string, { load: () => Promise<unknown> }> = LAZY_APIS[api];
      expect(Object.keys(lazy)).toEqual(Object.keys(ALL_APIS[api]));
      const loaded = await Promise.all(Object.values(lazy).map((entry) => entry.load()));
      expect(loaded).toEqual(Object.values(ALL_APIS[api]));
    },
  );

  it('loads a lazy class on its first call, once, and calls through it', async () => {
    const load = jest.fn(async () => Main);
    const fetch = jest.fn(async () => Response.json([]));
    const pro = createProClient({ fetch }, { main: { categories: lazyApi(load, 'CategoriesApi') } });
    expect(load).not.toHaveBeenCalled();
    await expect(pro.main.categories.listCategories()).resolves.toEqual([]);
    await pro.main.categories.listCategories();
    expect(load).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(pro.main.categories.listCategories).toBe(pro.main.categories.listCategories);
    expect((pro.main.categories as unknown as PromiseLike<unknown>).then).toBeUndefined();
  });

  it('rejects a call whose class cannot be loaded as a network failure, and loads again next time', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('Loading chunk 7 failed')).mockResolvedValue(Main);
    const fetch = jest.fn(async () => Response.json([]));
    const pro = createProClient(
      { fetch },
      { main: { categories: lazyApi(load as () => Promise<typeof Main>, 'CategoriesApi') } },
    );
    const failure = await pro.main.categories.listCategories().catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ProApiError);
    expect(failure).toMatchObject({ status: 0, errorId: 'network' });
    await expect(pro.main.categories.listCategories()).resolves.toEqual([]);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
