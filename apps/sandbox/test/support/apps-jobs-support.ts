import { ALL_APIS, createProClient, ProApiError, type FetchLike, type ProClient } from '@pro-portal/sdk';

export const TEST_PASSWORD = 'Sandbox-Test-Pass1!';

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

/** Gives the ROOT environment's everyone group access to an app. */
export async function openToEveryone(admin: ProClient, appName: string, appVersion: string) {
  await admin.main.appAccess.grantGroupAppAccess({
    groupAppAccessRequest: { envName: 'ROOT', groupName: 'everyone', appName, appVersion },
  });
}
