import { startSandboxAndBrowser } from './harness';
import { signIn } from './portal';

const e2e = startSandboxAndBrowser({ testTimeoutMs: 240_000 });

describe('tunnels', () => {
  it('creates, edits and deletes a tunnel', async () => {
    const { page, context, pageErrors } = await e2e.openPage();
    await signIn(page, { environment: 'ROOT', username: 'admin', password: e2e.sandbox.adminPassword });
    await page.goto('configuration/tunnels');
    await page.getByRole('tab', { name: 'Tunnels', selected: true }).waitFor();

    await page.getByRole('button', { name: 'Create tunnel' }).click();
    const create = page.getByRole('dialog', { name: 'Create tunnel' });
    expect(await create.getByLabel(/^User Groups/).inputValue()).toBe('.*@.*');
    await create.getByText('Letters, numbers and dashes only; no leading or trailing dash.').waitFor();
    await create.getByLabel(/^URI Context Path/).fill('erp-db');
    await create.getByLabel(/^Socket Address/).fill('db.internal:5432');
    await create.getByRole('button', { name: 'Save' }).click();
    await create.waitFor({ state: 'detached' });
    const row = page.getByRole('row', { name: /erp-db/ });
    await row.getByText('db.internal:5432').waitFor();
    await row.getByText('.*@.*').waitFor();

    await page.getByRole('button', { name: 'Edit tunnel erp-db' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit tunnel' });
    await edit.getByLabel(/^Socket Address/).fill('db2.internal:6543');
    await edit.getByLabel(/^User Groups/).fill('Planners@Demo');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await row.getByText('db2.internal:6543').waitFor();
    await row.getByText('Planners@Demo').waitFor();
    expect(await page.getByRole('row', { name: /erp-db/ }).count()).toBe(1);

    await page.reload();
    await page
      .getByRole('row', { name: /erp-db/ })
      .getByText('db2.internal:6543')
      .waitFor();
    await page.getByRole('button', { name: 'Delete tunnel erp-db' }).click();
    await page.getByRole('dialog', { name: 'Delete tunnel' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('row', { name: /erp-db/ }).waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('button', { name: 'Create tunnel' }).waitFor();
    await page.getByText('No tunnels are configured.', { exact: false }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
