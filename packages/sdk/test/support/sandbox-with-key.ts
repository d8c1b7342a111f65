import { beforeAllValue, signIn, startSandbox, type SandboxHandle } from '@pro-portal/test-harness';

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
  let sandbox: SandboxHandle | undefined;
  afterAll(() => sandbox?.stop());
  return beforeAllValue(async () => {
    const started = await startSandbox();
    sandbox = started;
    const admin = await signIn(started.baseUrl, 'ROOT', 'admin', started.adminPassword);
    const nextMonth = new Date();
    nextMonth.setDate(nextMonth.getDate() + 30);
    const key = await admin.pro.main.apiKeys.createApiKey({
      apiKeyCreate: { keyName, expirationDate: nextMonth, scopes: scopes.map((scope) => ({ scope })) },
    });
    return { sandbox: started, apiKey: key.secret ?? '' };
  }, 120_000);
}
