import type { Locator } from 'playwright-core';
import { startSandboxAndBrowser } from './harness';
import { DEMO_PASSWORD } from './sandbox';
import { signInToSessions, waitUntil } from './portal';

const e2e = startSandboxAndBrowser();

async function openTab(tab: 'WebUI' | 'Solver', tableName: string) {
  const opened = await e2e.openPage();
  await signInToSessions(opened.page, { environment: 'Demo', username: 'alice', password: DEMO_PASSWORD });
  await opened.page.getByRole('tab', { name: tab }).click();
  const table = opened.page.getByRole('grid', { name: tableName });
  await table.locator('tbody tr td').first().waitFor();
  return { ...opened, table };
}

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
const rowsInState = (table: Locator, state: string) =>
  table.locator('tbody tr').filter({ has: table.page().locator('td:nth-child(2)', { hasText: exactly(state) }) });

describe('sessions on the Jobs page', () => {
  it('terminates a running WebUI session and then deletes it', async () => {
    const { page, context, table, pageErrors } = await openTab('WebUI', 'WebUI sessions');
    expect(new URL(page.url()).pathname).toBe('/sessions/webui');
    const running = rowsInState(table, 'running').first();
    const id = (await running.locator('td').first().textContent()) ?? '';
    expect(id).not.toBe('');
    const row = table.locator('tbody tr').filter({ has: page.locator('td:first-child', { hasText: exactly(id) }) });
    await row.click();
    // A running session offers its logs, Terminate, and to be told when it ends.
    expect(await page.getByRole('toolbar', { name: 'Actions' }).getByRole('button').allTextContents()).toEqual([
      'Notify me (1)',
      'Session log',
      'Terminate (1)',
    ]);
    // Both cannot be undone: each asks first, by keyboard as well (Enter on the focused confirm button).
    await page.getByRole('button', { name: 'Terminate (1)' }).click();
    const terminate = page.getByRole('dialog', { name: 'Terminate session' });
    await terminate.getByText(`Terminate this session (${id})?`, { exact: false }).waitFor();
    await terminate.getByRole('button', { name: 'Cancel' }).click();
    await terminate.waitFor({ state: 'detached' });
    expect(await page.getByText(`Session ${id} was successfully terminated.`).count()).toBe(0);
    await page.getByRole('button', { name: 'Terminate (1)' }).click();
    await terminate.getByRole('button', { name: 'Terminate' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(`Session ${id} was successfully terminated.`).waitFor();
    await waitUntil(
      async () => (await row.locator('td').nth(1).textContent()) === 'terminated',
      30_000,
      'the terminated state',
    );
    if ((await row.getAttribute('aria-selected')) !== 'true') await row.click();
    await page.getByRole('button', { name: 'Delete (1)' }).click();
    await page.getByRole('dialog', { name: 'Delete session' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`Session ${id} was successfully deleted.`).waitFor();
    await row.waitFor({ state: 'detached' });
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it("opens a solver session's logs and filters them", async () => {
    const { page, context, table } = await openTab('Solver', 'Solver sessions');
    expect(new URL(page.url()).pathname).toBe('/sessions/solver');
    const row = rowsInState(table, 'error').first();
    const id = (await row.locator('td').first().textContent()) ?? '';
    await row.click();
    await page.getByRole('button', { name: 'Session log' }).click();
    const dialog = page.getByRole('dialog', { name: `Logs of session ${id}` });
    const entries = dialog.getByRole('table', { name: 'Log entries' }).locator('tbody tr td:nth-child(3)');
    await entries.first().waitFor();
    const all = await entries.allTextContents();
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(all).toContain('Session is error.');
    await dialog.getByRole('textbox', { name: 'Contains' }).fill('created for');
    await waitUntil(async () => (await entries.allTextContents()).length === 1, 15_000, 'the filtered log');
    expect((await entries.allTextContents())[0]).toMatch(/^Session created for .* by alice@Demo\.$/);
    await dialog.getByRole('textbox', { name: 'Contains' }).fill('no such words');
    await dialog.getByText('No log entries found').waitFor();
    await context.close();
  });
});
