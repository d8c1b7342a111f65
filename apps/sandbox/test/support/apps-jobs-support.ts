import { ALL_APIS, createProClient, ProApiError, type FetchLike, type ProClient } from '@pro-portal/sdk';

export const TEST_PASSWORD = 'Sandbox-Test-Pass1!';
export const RELEASE_VERSION = '25.3.1.2-linux64-x64-vc143';

/** A fetch that keeps the pro_session cookie between calls, as a browser would. */
export function cookieFetch(jar: { cookie: string }): FetchLike {
  return async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (jar.cookie) headers.set('cookie', jar.cookie);
    const res = await fetch(input, { ...init, headers });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      if (pair.startsWith('pro_session=')) jar.cookie = pair;
    }
    return res;
  };
}

export type Client = ProClient & { cookie: string };

/** A client signed in with the session cookie; `cookie` is the header value, for raw fetch calls. */
export async function signIn(
  baseUrl: string,
  environment: string,
  username: string,
  password: string,
): Promise<Client> {
  const jar = { cookie: '' };
  const client: ProClient = createProClient({ baseUrl, fetch: cookieFetch(jar) }, ALL_APIS);
  await client.auth.auth.login({ loginRequest: { environment, username, password } });
  return Object.defineProperty(client, 'cookie', { get: () => jar.cookie }) as Client;
}

/** The error a call rejects with (fails the test when it resolves). */
export async function failure(call: Promise<unknown>): Promise<ProApiError> {
  try {
    await call;
  } catch (err) {
    if (err instanceof ProApiError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

/** Polls until check returns a value other than undefined (or throws after the timeout). */
export async function waitFor<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 30_000,
  what = 'condition',
): Promise<T> {
  const end = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < end) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (err) {
      last = err;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
}

export interface RoleClients {
  admin: Client;
  publisher: Client;
  groupAdmin: Client;
  user: Client;
}

async function ignoreConflict(call: Promise<unknown>) {
  await call.catch((err: unknown) => {
    if (!(err instanceof ProApiError && err.status === 409)) throw err;
  });
}

/** Signs in the admin and creates (once per sandbox) a publisher, a group admin and a plain user in ROOT. */
export async function roleClients(baseUrl: string, adminPassword: string, suffix = ''): Promise<RoleClients> {
  const admin = await signIn(baseUrl, 'ROOT', 'admin', adminPassword);
  const env = 'ROOT';
  await ignoreConflict(admin.main.groups.createGroup({ environmentName: env, groupCreate: { groupname: 'testers' } }));
  const make = async (username: string, roleGroup?: string) => {
    await ignoreConflict(
      admin.main.users.createUser({ environmentName: env, userCreate: { username, password: TEST_PASSWORD } }),
    );
    await ignoreConflict(
      admin.main.groups.addUserToGroup({ environmentName: env, groupName: 'testers', userId: username }),
    );
    if (roleGroup)
      await ignoreConflict(
        admin.main.groups.addUserToGroup({ environmentName: env, groupName: roleGroup, userId: username }),
      );
    return signIn(baseUrl, env, username, TEST_PASSWORD);
  };
  return {
    admin,
    publisher: await make(`pub${suffix}`, 'AppPublishers'),
    groupAdmin: await make(`gadmin${suffix}`, 'GroupAdmins'),
    user: await make(`user${suffix}`),
  };
}

export interface PublishOptions {
  name: string;
  version: string;
  behavior?: 0 | 1 | 2;
  old?: { name: string; version: string };
  fileName?: string;
  content?: string;
  category?: string;
  description?: string;
  icon?: File;
  isWebUI?: 'true' | 'false';
  aimmsVersionId?: string;
}

/** Publishes through the SDK (multipart file, optional icon, metadata JSON); resolves to the storedId. */
export async function publish(client: ProClient, o: PublishOptions): Promise<string> {
  const metadata = {
    name: o.name,
    description: o.description ?? `${o.name} for tests`,
    projectVersion: o.version,
    projectCategory: o.category ?? '',
    aimmsVersionId: o.aimmsVersionId ?? RELEASE_VERSION,
    publishBehavior: o.behavior ?? 0,
    oldProjectName: o.old?.name,
    oldProjectVersion: o.old?.version,
    attributes: o.isWebUI ? { isWebUI: o.isWebUI } : {},
  };
  const file = new File(
    [o.content ?? 'project with WebUI/webui.json'],
    o.fileName ?? `${o.name.replace(/\W+/g, '-')}.aimmspack`,
  );
  const answer = await client.main.applications.publishApplication({
    file,
    metadata: JSON.stringify(metadata),
    icon: o.icon,
  });
  return answer.data.storedId;
}

/** Waits until an app has finished publishing (has isWebUI) and returns it. */
export async function published(client: ProClient, name: string, version: string) {
  return waitFor(
    async () => {
      const app = await client.main.applications.getApplication({ projectName: name, projectVersion: version });
      return app.attributes.isWebUI ? app : undefined;
    },
    30_000,
    `${name} ${version} to be published`,
  );
}

/** Publishes and waits for the end of publishing. */
export async function publishAndWait(client: ProClient, o: PublishOptions) {
  await publish(client, o);
  return published(client, o.name, o.version);
}

/** Gives the ROOT environment's everyone group access to an app. */
export async function openToEveryone(admin: ProClient, appName: string, appVersion: string) {
  await admin.main.appAccess.grantGroupAppAccess({
    groupAppAccessRequest: { envName: 'ROOT', groupName: 'everyone', appName, appVersion },
  });
}
