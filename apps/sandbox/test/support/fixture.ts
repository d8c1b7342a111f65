import { API_BASES, type Json } from './operations';
import { send, type Credentials, type Req } from './world';

/** What the fuzzer created for itself: callers, and the values its destructive calls may hit. */
export interface Fixture {
  /** Signed out, and one key of the admin per scope the API offers. */
  callers: { name: string; creds: Credentials }[];
  /** Known values per path parameter name; generated values are tried besides them. */
  pool: Record<string, string[]>;
}

const inAYear = () => new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10);

/**
 * Creates, as the ROOT admin, an environment with a group and a user, a category, a tunnel, a
 * storage bucket, a secret manager directory with a secret, spare API keys, and one key for each
 * scope read from GET /api-keys-scopes.
 * Nothing seeded is offered to the fuzzer, so no call can remove what the run itself relies on.
 */
export async function createFixture(baseUrl: string, admin: Credentials, tag: string): Promise<Fixture> {
  const call = async (method: string, path: string, req: Req = {}): Promise<Json> => {
    const answer = await send(baseUrl, { method, path: API_BASES['pro-api-v2'] + path }, req, admin);
    if (answer.status >= 300)
      throw new Error(`fixture ${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const env = `Fuzz${tag}`;
  await call('POST', '/environments', {
    json: { name: env, description: 'fuzzer', samlMetadataUrl: null, isDefault: false },
  });
  await call('POST', `/environments/${env}/groups`, { json: { groupname: 'FuzzGroup' } });
  await call('POST', `/environments/${env}/users`, { json: { username: 'fuzzuser', password: 'Fuzz#Password1' } });
  await call('POST', `/environments/${env}/groups/FuzzGroup/users/fuzzuser`);
  const groups = (await call('GET', `/environments/${env}/groups`)).entities as { name: string; entity: number }[];
  const category = await call('POST', '/applications/categories', { json: { value: `FuzzCat${tag}` } });
  const tunnel = await call('POST', '/customization/tunnels', {
    json: { context: `fuzz-${tag.toLowerCase()}`, socketAddress: 'localhost:9', userGroups: '.*@.*' },
  });
  const tunnels = (await call('GET', '/customization/tunnels')).tunnels as { id: number; context: string }[];
  const tunnelId = tunnel.id ?? tunnels.find((t) => t.context === `fuzz-${tag.toLowerCase()}`)?.id;
  const scopes = ((await call('GET', '/api-keys-scopes')).scopes as { scope: string }[]).map((s) => s.scope);
  const callers: Fixture['callers'] = [{ name: 'signed out', creds: {} }];
  for (const [i, scope] of scopes.entries()) {
    const key = await call('POST', '/api-keys', {
      json: { keyName: `fz${tag}-${i}`, expirationDate: inAYear(), scopes: [{ scope }] },
    });
    callers.push({ name: `key with ${scope}`, creds: { apiKey: String(key.secret) } });
  }
  // A directory of the secret manager with a secret in it, for the item and access calls to reach.
  const item = `/fuzz-${tag.toLowerCase()}`;
  const items: [string, Json][] = [
    [item, { type: 'directory' }],
    [`${item}/secret`, { type: 'secret', value: 'fuzz' }],
  ];
  for (const [path, json] of items) {
    const itemCall = { method: 'POST', path: `${API_BASES['secret-manager-v1']}/item/{path}` };
    const answer = await send(baseUrl, itemCall, { params: { path }, json }, admin);
    if (answer.status >= 300) throw new Error(`fixture POST item ${path}: ${answer.status}`);
  }
  const spare = [`fzspare${tag}-1`, `fzspare${tag}-2`];
  for (const keyName of spare)
    await call('POST', '/api-keys', { json: { keyName, expirationDate: inAYear(), scopes: [{ scope: scopes[0] }] } });
  return {
    callers,
    pool: {
      environmentName: [env],
      groupName: ['FuzzGroup'],
      userName: ['fuzzuser'],
      userId: ['fuzzuser'],
      accountName: ['admin'],
      apiKeyName: spare,
      // POST /api-keys/{name} names an account, DELETE /api-keys/{name} one of the caller's keys.
      name: ['admin', ...spare],
      categoryId: [String(category.id)],
      tunnelId: tunnelId === undefined ? [] : [String(tunnelId)],
      entityId: groups.map((g) => String(g.entity)),
      path: items.map(([path]) => path),
      environment_name: [env],
      entity_name: ['FuzzGroup', 'fuzzuser'],
    },
  };
}
