import { roleClients, type RoleClients } from './apps-jobs-support';
import { signIn, type Session } from './clients';
import { startSandbox, type SandboxHandle, type StartOptions } from './harness';
import { DEMO_PASSWORD } from './world';

export { DEMO_PASSWORD };

/**
 * Makes a value in a beforeAll hook and answers a stand-in for it, so that a suite can declare its
 * fixtures as constants; reading the stand-in before the hook has run fails with a clear message.
 */
export function beforeAllValue<T extends object>(make: () => Promise<T>): T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await make();
  });
  const current = (): T => {
    if (value === undefined) throw new Error('read before its beforeAll hook made it');
    return value;
  };
  return new Proxy({} as T, {
    get: (_, key) => {
      const target = current();
      const field: unknown = Reflect.get(target, key);
      return typeof field === 'function' ? field.bind(target) : field;
    },
    has: (_, key) => Reflect.has(current(), key),
  });
}

/** Starts a sandbox before the suite's tests and stops it after them. */
export function useSandbox(options: StartOptions = {}): SandboxHandle {
  let started: SandboxHandle | undefined;
  const sb = beforeAllValue(async () => {
    started = await startSandbox(options);
    return started;
  });
  afterAll(async () => {
    await started?.stop();
  });
  return sb;
}

/** A session signed in before the suite's tests (the ROOT admin's password by default). */
export function useSignIn(sb: SandboxHandle, environment: string, username: string, password?: string): Session {
  return beforeAllValue(() => signIn(sb.baseUrl, environment, username, password ?? sb.adminPassword));
}

/**
 * A sandbox for the suite with the ROOT admin and the named seeded Demo users signed in, e.g.
 * `useDemoSuite({ backend }, { publisher: 'paula' })` answers `{ sb, admin, publisher }`.
 */
export function useDemoSuite<K extends string>(
  options: StartOptions,
  demoUsers: Record<K, string>,
): { sb: SandboxHandle; admin: Session } & Record<K, Session> {
  const sb = useSandbox(options);
  const admin = useSignIn(sb, 'ROOT', 'admin');
  const entries = Object.entries<string>(demoUsers).map(
    ([role, username]) => [role, useSignIn(sb, 'Demo', username, DEMO_PASSWORD)] as const,
  );
  return { sb, admin, ...(Object.fromEntries(entries) as Record<K, Session>) };
}

/** A sandbox for the suite with the apps-and-jobs role clients (admin, publisher, user, ...) signed in. */
export function useRoleClients(options: StartOptions): { sandbox: SandboxHandle; c: RoleClients } {
  const sandbox = useSandbox(options);
  return { sandbox, c: beforeAllValue(() => roleClients(sandbox.baseUrl, sandbox.adminPassword)) };
}
