/** createProClient offers every generated API class (one per OpenAPI tag) and creates each on first use. */
import { createProClient, Auth, Main, SessionManager, V1 } from '../src';

const generated = { main: Main, v1: V1, auth: Auth, sessions: SessionManager } as const;
const namespaceIn: Record<keyof typeof generated, string> = {
  main: 'Main',
  v1: 'V1',
  auth: 'Auth',
  sessions: 'Sessions',
};
const camel = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

describe('createProClient', () => {
  it.each(Object.keys(generated) as Array<keyof typeof generated>)('offers every generated API class of %s', (api) => {
    const pro = createProClient();
    const offered = Object.values(pro[api]) as object[];
    const missing = Object.entries(generated[api])
      .filter(([name, value]) => /Api$/.test(name) && name !== 'BaseAPI' && typeof value === 'function')
      .filter(([, cls]) => !offered.some((instance) => instance instanceof (cls as new () => object)))
      .map(([name]) => `${camel(name.replace(/Api$/, ''))}: ${namespaceIn[api]}.${name}`);
    if (missing.length) {
      throw new Error(
        `createProClient lacks generated API classes; add to the ${api} list in packages/sdk/src/client.ts: ${missing.join(', ')}`,
      );
    }
  });

  it('creates an API class on first use and keeps it', () => {
    const pro = createProClient();
    const first = pro.main.tasks;
    expect(pro.main.tasks).toBe(first);
    expect(first).toBeInstanceOf(Main.TasksApi);
  });
});
