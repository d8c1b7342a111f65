import { roleClients, type RoleClients } from './apps-jobs-support';
import {
  beforeAllValue,
  signIn,
  useSandbox,
  type SandboxHandle,
  type Session,
  type StartOptions,
} from '@pro-portal/test-harness';
import { DEMO_PASSWORD } from './world';

export { DEMO_PASSWORD };

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
