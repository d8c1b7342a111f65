/** ALL_APIS names every generated API class (one per OpenAPI tag); a client creates each on first use. */
import { ALL_APIS, createProClient, Auth, Main, SessionManager, V1 } from '../src';

const generated = { main: Main, v1: V1, auth: Auth, sessions: SessionManager } as const;
const namespaceIn: Record<keyof typeof generated, string> = {
  main: 'Main',
  v1: 'V1',
  auth: 'Auth',
  sessions: 'Sessions',
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
          `ALL_APIS lacks generated API classes; add to its ${api} list in packages/sdk/src/all-apis.ts: ${missing.join(', ')}`,
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
});
