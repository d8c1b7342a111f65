import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProClient } from '@pro-portal/sdk';
import { withApiKey } from './clients';

/** A fetch against the main API that authenticates only with the documented `apikey` header. */
export function apiKeyFetch(baseUrl: string, secret: string) {
  return (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('apikey', secret);
    return fetch(`${baseUrl}/pro-api/v2${path}`, { ...init, headers });
  };
}

/** Creates an API key with the given documented scopes for a signed-in client; answers the secret. */
export async function createKey(client: ProClient, keyName: string, scopes: string[]): Promise<string> {
  const key = await client.main.apiKeys.createApiKey({
    apiKeyCreate: {
      keyName,
      expirationDate: new Date(Date.now() + 30 * 86_400_000),
      scopes: scopes.map((scope) => ({ scope })),
    },
  });
  return key.secret as string;
}

/** Both ways a script reaches the platform with one key: plain fetch with `apikey`, and the SDK. */
export function keyClients(baseUrl: string, secret: string) {
  return { secret, fetch: apiKeyFetch(baseUrl, secret), sdk: withApiKey(baseUrl, secret) };
}

export interface HookCall {
  method: string;
  path: string;
  query: URLSearchParams;
}

/** A local receiver of task state hooks that records every call; `answer` may reply otherwise than 200. */
export async function hookReceiver(answer?: (path: string, res: http.ServerResponse) => void) {
  const calls: HookCall[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://receiver');
    calls.push({ method: req.method ?? '', path: url.pathname, query: url.searchParams });
    if (answer) answer(url.pathname, res);
    else res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { calls, base, close };
}
