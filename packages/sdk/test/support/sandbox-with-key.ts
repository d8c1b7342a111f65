import { startSandbox, type SandboxHandle } from '../../../../apps/sandbox/test/support/harness';
import { signIn } from '../../../../apps/sandbox/test/support/clients';

export interface SandboxWithKey {
  readonly sandbox: SandboxHandle;
  /** The secret of an API key of the sandbox's admin, valid for 30 days. */
  readonly apiKey: string;
}

/**
 * Starts a sandbox before the tests of the calling describe (stopped after them) and creates an API
 * key of its admin with the scopes given; read both from the answer once the tests run.
 */
export function sandboxWithApiKey(keyName: string, scopes: string[]): SandboxWithKey {
  const started = {} as { sandbox: SandboxHandle; apiKey: string };
  beforeAll(async () => {
    started.sandbox = await startSandbox();
    const admin = await signIn(started.sandbox.baseUrl, 'ROOT', 'admin', started.sandbox.adminPassword);
    const nextMonth = new Date();
    nextMonth.setDate(nextMonth.getDate() + 30);
    const key = await admin.pro.main.apiKeys.createApiKey({
      apiKeyCreate: { keyName, expirationDate: nextMonth, scopes: scopes.map((scope) => ({ scope })) },
    });
    started.apiKey = key.secret ?? '';
  }, 120_000);
  afterAll(() => started.sandbox?.stop());
  return started;
}
