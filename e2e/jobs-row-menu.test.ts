import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { startSandboxAndBrowser } from './harness';
import { DEMO_PASSWORD } from './sandbox';
import { everyViolation, signInToSessions, waitUntil } from './portal';
import { signedInClient } from './pro-api';

const e2e = startSandboxAndBrowser({ testTimeoutMs: 240_000 });

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
const rowWithId = (table: Locator, id: string) =>
  table.locator('tbody tr').filter({ has: table.page().locator('td:first-child', { hasText: exactly(id) }) });
const rowsInState = (table: Locator, state: string) =>
  table.locator('tbody tr').filter({ has: table.page().locator('td:nth-child(2)', { hasText: exactly(state) }) });
const stateOf = async (row: Locator) => (await row.locator('td').nth(1).textContent()) ?? '';

/** Signs in as `username` of Demo and opens `tab` of the Jobs page, waiting for its table. */
async function openTab(username: string, tab: 'WebUI' | 'Solver' | 'Tasks', tableName: string) {
  const opened = await e2e.openPage();
  await signInToSessions(opened.page, { environment: 'Demo', username, password: DEMO_PASSWORD });
  await opened.page.getByRole('tab', { name: tab }).click();
  const table = opened.page.getByRole('grid', { name: tableName });
  await table.waitFor();
  return { ...opened, table };
}

/** Right-clicks `row` and answers its context menu. */
async function rightClick(page: Page, row: Locator, rowLabel: string) {
  await row.locator('td').nth(2).click({ button: 'right' });
  const menu = page.getByRole('menu', { name: `Actions of ${rowLabel}` });
  await menu.waitFor();
  return menu;
}

/** The menu's items, '(disabled)' after those that cannot be chosen. */
const itemsOf = async (menu: Locator) =>
  Promise.all(
    (await menu.getByRole('menuitem').all()).map(
      async (item) =>
        `${(await item.textContent()) ?? ''}${(await item.getAttribute('aria-disabled')) === 'true' ? ' (disabled)' : ''}`,
    ),
  );

describe("the Jobs page's row menus", () => {
  it("runs a task's actions from its row's menu: the session log shown and downloaded, the response, delete", async () => {
    const greg = await signedInClient(e2e.sandbox.origin, 'Demo', 'greg', DEMO_PASSWORD);
    const { id } = await greg.main.tasks.createTask({
      appName: 'Transport Optimizer',
      appVersion: '1.2',
      serviceName: 'solve',
      requestData: { orders: [1, 2] },
    });
    const { page, context, table, pageErrors } = await openTab('greg', 'Tasks', 'Tasks');
    const label = `${id}[0]`;
    const row = rowWithId(table, label);
    await waitUntil(async () => (await stateOf(row)) === 'completed', 90_000, 'the task to complete');

    // The keyboard opens the focused row's menu too, and Escape closes it, focus back on the row.
    await row.focus();
    await page.keyboard.press('Shift+F10');
    const menu = page.getByRole('menu', { name: `Actions of ${label}` });
    await menu.waitFor();
    expect(await itemsOf(menu)).toEqual([
      'Download response',
      'Session log',
      'Interrupt solve (disabled)',
      'Interrupt execution (disabled)',
      'Delete',
    ]);
    expect(await everyViolation(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await row.evaluate((element) => element === document.activeElement)).toBe(true);

    const [response] = await Promise.all([
      page.waitForEvent('download'),
      (await rightClick(page, row, label)).getByRole('menuitem', { name: 'Download response' }).click(),
    ]);
    expect(response.suggestedFilename()).toBe(`Task_${id}_response`);
    expect(JSON.parse(fs.readFileSync(await response.path(), 'utf8'))).toEqual(
      await greg.main.tasks.getTaskResponseData({ id }),
    );

    await (await rightClick(page, row, label)).getByRole('menuitem', { name: 'Session log' }).click();
    const dialog = page.getByRole('dialog', { name: 'Session log' });
    const text = dialog.getByRole('region', { name: 'Log text' });
    await text.waitFor();
    const lines = ((await text.textContent()) ?? '').split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines[0]).toMatch(/^1 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d [A-Z]+ \S/);
    expect(await dialog.getByText(`${label} · Transport Optimizer 1.2 · greg@Demo`).count()).toBe(1);
    expect(await everyViolation(page)).toEqual([]);
    const [log] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download log' }).click(),
    ]);
    expect(log.suggestedFilename()).toBe(`Task_${id}_log.txt`);
    const saved = fs.readFileSync(await log.path(), 'utf8');
    expect(saved).toBe(await greg.main.tasks.downloadTaskLogs({ id }));
    expect(saved.trim().split('\n')).toHaveLength(lines.length);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    await (await rightClick(page, row, label)).getByRole('menuitem', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete task' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await page.getByText(`Task ${id} was successfully deleted.`).waitFor();
    await row.waitFor({ state: 'detached' });
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it("terminates a running WebUI session from its row's menu", async () => {
    const { page, context, table, pageErrors } = await openTab('alice', 'WebUI', 'WebUI sessions');
    await table.locator('tbody tr td').first().waitFor();
    const id = (await rowsInState(table, 'running').first().locator('td').first().textContent()) ?? '';
    const row = rowWithId(table, id);
    const menu = await rightClick(page, row, id);
    expect(await itemsOf(menu)).toEqual(['Session log', 'Terminate', 'Delete (disabled)']);
    expect(await everyViolation(page)).toEqual([]);
    await menu.getByRole('menuitem', { name: 'Terminate' }).click();
    await page.getByRole('dialog', { name: 'Terminate session' }).getByRole('button', { name: 'Terminate' }).click();
    await page.getByText(`Session ${id} was successfully terminated.`).waitFor();
    await waitUntil(async () => (await stateOf(row)) === 'terminated', 30_000, 'the terminated state');
    expect(await itemsOf(await rightClick(page, row, id))).toEqual(['Session log', 'Terminate (disabled)', 'Delete']);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it("opens a solver session's log and deletes the session from its row's menu", async () => {
    const { page, context, table, pageErrors } = await openTab('alice', 'Solver', 'Solver sessions');
    await table.locator('tbody tr td').first().waitFor();
    const id = (await rowsInState(table, 'error').first().locator('td').first().textContent()) ?? '';
    const row = rowWithId(table, id);
    await (await rightClick(page, row, id)).getByRole('menuitem', { name: 'Session log' }).click();
    const logs = page.getByRole('dialog', { name: `Logs of session ${id}` });
    await logs.getByRole('table', { name: 'Log entries' }).getByText('Session is error.').waitFor();
    await logs.getByRole('button', { name: 'Close' }).click();
    await logs.waitFor({ state: 'detached' });

    await (await rightClick(page, row, id)).getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete session' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`Session ${id} was successfully deleted.`).waitFor();
    await row.waitFor({ state: 'detached' });
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
