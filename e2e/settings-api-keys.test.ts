import { ALL_APIS, createProClient, ProApiError } from '@pro-portal/sdk';
import { startSandboxAndBrowser } from './harness';
import { DEMO_PASSWORD } from './sandbox';
import { openUserMenu, signIn } from './portal';

const e2e = startSandboxAndBrowser({ testTimeoutMs: 240_000 });

describe('API keys of the signed-in user', () => {
  it('creates a key whose one-time secret calls the main API from Node, then deletes it and the same call is refused', async () => {
    const { page, context, pageErrors } = await e2e.openPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.sandbox.origin });
    await signIn(page, { environment: 'Demo', username: 'alice', password: DEMO_PASSWORD });
    const menu = await openUserMenu(page, 'alice');
    await menu.getByRole('menuitem', { name: 'User settings' }).click();
    await page.getByRole('heading', { name: 'API keys' }).waitFor();

    await page.getByRole('button', { name: 'Create API key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create API key' });
    await dialog.getByLabel(/^Key name/).fill('nightly-sync');
    await dialog.getByRole('checkbox', { name: 'PublishApp' }).check();
    await dialog.getByRole('button', { name: 'Create' }).click();

    const secretDialog = page.getByRole('dialog', { name: 'API key nightly-sync was created' });
    const secret = await secretDialog.getByLabel('Secret').inputValue();
    expect(secret.length).toBeGreaterThan(10);
    await secretDialog.getByRole('button', { name: 'Copy' }).click();
    await secretDialog.getByText('The secret was copied to the clipboard.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await secretDialog.getByRole('button', { name: 'Done' }).click();
    const row = page.getByRole('row', { name: /nightly-sync/ });
    await row.waitFor();
    await row.getByText('PublishApp').waitFor();
    expect(await page.getByText(secret).count()).toBe(0);

    const pro = createProClient({ baseUrl: e2e.sandbox.origin, apiKey: secret }, ALL_APIS);
    const { applications } = await pro.main.applications.listApplications();
    expect(Array.isArray(applications)).toBe(true);

    await page.getByRole('button', { name: 'Delete API key nightly-sync' }).click();
    await page.getByRole('dialog', { name: 'Delete API key' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('API key nightly-sync was deleted.').waitFor();
    await row.waitFor({ state: 'detached' });

    const refused = await pro.main.applications.listApplications().then(
      () => null,
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(ProApiError);
    expect((refused as ProApiError).status).toBe(401);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
