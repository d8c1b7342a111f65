import { signIn, backends, startSandbox, type SandboxHandle } from '@pro-portal/test-harness';

/** Suites start from copies of one seeded template: each copy is a sandbox of its own. */
describe.each(backends)('sandboxes started from the seeded template (%s)', (backend) => {
  const started: SandboxHandle[] = [];
  const start = async (env?: Record<string, string>) => {
    const sb = await startSandbox({ backend, env });
    started.push(sb);
    return sb;
  };
  afterAll(async () => {
    await Promise.all(started.map((sb) => sb.stop()));
  }, 60_000);

  it('keeps what one copy writes out of the other copies', async () => {
    const [a, b] = [await start(), await start()];
    expect(a.dataDir).not.toBe(b.dataDir);
    if (backend === 'postgres') expect(a.databaseUrl).not.toBe(b.databaseUrl);
    const adminOf = async (sb: SandboxHandle) => (await signIn(sb.baseUrl, 'ROOT', 'admin', sb.adminPassword)).pro;
    await (await adminOf(a)).main.categories.createCategory({ applicationCategoryInput: { value: 'Only in A' } });
    const values = async (sb: SandboxHandle) =>
      (await (await adminOf(sb)).main.categories.listCategories()).map((c) => c.value);
    expect(await values(a)).toContain('Only in A');
    expect(await values(b)).not.toContain('Only in A');
  }, 180_000);

  it("runs in the worker's sandbox host, which refuses a kill and keeps its data across a restart", async () => {
    const sb = await start();
    await expect(sb.kill()).rejects.toThrow(
      'kill() needs a sandbox process of its own: start it with { ownProcess: true }',
    );
    const admin = async () => (await signIn(sb.baseUrl, 'ROOT', 'admin', sb.adminPassword)).pro;
    await (await admin()).main.categories.createCategory({ applicationCategoryInput: { value: 'Kept' } });
    await sb.restart();
    expect((await (await admin()).main.categories.listCategories()).map((c) => c.value)).toContain('Kept');
  }, 180_000);

  it('makes a first start of its own for settings that change what a first start writes', async () => {
    const sb = await start({ SANDBOX_ADMIN_PASSWORD: 'Chosen#Admin1' });
    await expect(signIn(sb.baseUrl, 'ROOT', 'admin', 'Chosen#Admin1')).resolves.toBeDefined();
  }, 180_000);
});
