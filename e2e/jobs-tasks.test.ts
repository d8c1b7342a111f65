import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { startSandboxAndBrowser } from './harness';
import { DEMO_PASSWORD } from './sandbox';
import { signInToSessions, waitUntil } from './portal';
import { signedInClient } from './pro-api';
import { beforeAllValue } from '@pro-portal/test-harness';

const e2e = startSandboxAndBrowser({ testTimeoutMs: 240_000 });
const APP = { appName: 'Transport Optimizer', appVersion: '1.2', serviceName: 'solve' };

/** Signs in a Demo user without seeded jobs and opens the Tasks tab. */
async function openTasks(username: string) {
  const opened = await e2e.openPage();
  await signInToSessions(opened.page, { environment: 'Demo', username, password: DEMO_PASSWORD });
  await opened.page.getByRole('tab', { name: 'Tasks' }).click();
  const table = opened.page.getByRole('grid', { name: 'Tasks' });
  await table.waitFor();
  return { ...opened, table };
}

const rowOf = (table: Locator, label: string) =>
  table.locator('tbody tr').filter({ has: table.page().locator('td:first-child').getByText(label, { exact: true }) });
const stateOf = async (row: Locator) => (await row.locator('td').nth(1).textContent()) ?? '';
const taskIds = async (table: Locator) =>
  (await table.locator('tbody tr td:first-child').allTextContents()).filter((t) => /\[\d+\]$/.test(t));

async function newTask(page: Page, fields: { scheduleInterval?: string; data: object }) {
  await page.getByRole('button', { name: 'New task' }).click();
  const dialog = page.getByRole('dialog', { name: 'New task' });
  await dialog.getByRole('combobox', { name: 'Application' }).click();
  await page.getByRole('option', { name: APP.appName }).click();
  await dialog.getByRole('combobox', { name: 'Version' }).click();
  await page.getByRole('option', { name: APP.appVersion, exact: true }).click();
  await dialog.getByLabel('Service name').fill(APP.serviceName);
  if (fields.scheduleInterval) await dialog.getByLabel('Schedule interval').fill(fields.scheduleInterval);
  await dialog.getByLabel('Request data file').setInputFiles({
    name: 'request.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(fields.data)),
  });
  const create = dialog.getByRole('button', { name: 'Create' });
  await waitUntil(() => create.isEnabled(), 10_000, 'the request file to be checked');
  await create.click();
  await dialog.waitFor({ state: 'detached' });
}

describe('tasks on the Jobs page', () => {
  it('creates a task from a request file, follows it from queued to completed without reloading, and downloads its response', async () => {
    const { page, context, table, pageErrors } = await openTasks('greg');
    await page.evaluate(() => Object.assign(window, { unreloaded: true }));
    await newTask(page, { data: { orders: [3, 5, 8], depot: 'Utrecht' } });
    await waitUntil(async () => (await taskIds(table)).length === 1, 15_000, 'the new task row');
    const [label] = await taskIds(table);
    const id = label.replace(/\[0\]$/, '');
    const row = rowOf(table, label);
    const seen: string[] = [];
    await waitUntil(
      async () => {
        const state = await stateOf(row);
        if (seen[seen.length - 1] !== state) seen.push(state);
        return state === 'completed';
      },
      60_000,
      'the task to complete',
    );
    expect(seen[0]).toBe('queued');
    expect(seen).toContain('completed');
    expect(await page.evaluate(() => 'unreloaded' in window)).toBe(true);

    await row.click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download response (1)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Task_${id}_response`);
    const file = await download.path();
    const greg = await signedInClient(e2e.sandbox.origin, 'Demo', 'greg', DEMO_PASSWORD);
    const produced = await greg.main.tasks.getTaskResponseData({ id });
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(produced);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('creates a scheduled task with an interval and shows its repeats with their [groupIndex]', async () => {
    const { page, context, table } = await openTasks('ada');
    await newTask(page, { scheduleInterval: '3 seconds', data: { repeat: true } });
    await waitUntil(async () => (await taskIds(table)).length >= 1, 15_000, 'the scheduled task');
    const id = (await taskIds(table))[0].replace(/\[\d+\]$/, '');
    await waitUntil(async () => (await taskIds(table)).includes(`${id}[1]`), 60_000, 'its first repeat');
    const labels = await taskIds(table);
    expect(labels).toEqual(expect.arrayContaining([`${id}[0]`, `${id}[1]`]));
    expect(await rowOf(table, `${id}[1]`).locator('td').nth(9).textContent()).toBe('00:00:03');
    await context.close();
  });
});

describe("the 'New task' dialog", () => {
  it('checks the file when it is chosen, says what is wrong with a field, preselects the latest version and schedules a day and time', async () => {
    const { page, context, table, pageErrors } = await openTasks('bob');
    await page.getByRole('button', { name: 'New task' }).click();
    const dialog = page.getByRole('dialog', { name: 'New task' });
    await dialog.getByRole('combobox', { name: 'Application' }).click();
    await page.getByRole('option', { name: APP.appName }).click();
    expect(await dialog.getByRole('combobox', { name: 'Version' }).textContent()).toMatch(/^Latest version/);
    await dialog.getByLabel('Service name').fill(APP.serviceName);

    await dialog.getByRole('textbox', { name: 'Schedule in', exact: true }).fill('-2 hours');
    await dialog.getByText('Schedule in cannot be negative.').waitFor();
    await dialog.getByRole('textbox', { name: 'Schedule in', exact: true }).fill('');

    const file = dialog.getByLabel('Request data file');
    await file.setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"a": ') });
    await dialog.getByText('This file is not valid JSON. Choose a file that holds a JSON object or array.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Create' }).isDisabled()).toBe(true);
    await file.setInputFiles({ name: 'good.json', mimeType: 'application/json', buffer: Buffer.from('{"a": 1}') });
    await dialog.getByText(/not valid JSON/).waitFor({ state: 'detached' });

    await dialog.getByLabel('Schedule for').fill('2031-03-04');
    await dialog.getByLabel('Time').fill('09:15');
    await dialog.getByLabel('Schedule interval').fill('1 day');
    const create = dialog.getByRole('button', { name: 'Create' });
    await waitUntil(() => create.isEnabled(), 10_000, 'Create to be enabled');
    await create.click();
    await dialog.waitFor({ state: 'detached' });
    const row = table.locator('tbody tr').filter({ hasText: '2031-03-04 09:15:00' });
    await row.waitFor();
    // The column header carries the offset; a cell names its own only when it differs (another season).
    expect(await row.locator('td').nth(8).textContent()).toMatch(/^2031-03-04 09:15:00( GMT[+-]\d{1,2}(:\d{2})?)?$/);
    expect(await row.locator('td').nth(9).textContent()).toBe('24:00:00');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('many tasks', () => {
  // greg's tasks before, and 26 more of his, all finished.
  const given = beforeAllValue(async () => {
    const greg = await signedInClient(e2e.sandbox.origin, 'Demo', 'greg', DEMO_PASSWORD);
    const before = (await greg.main.tasks.listTasks({ limit: 100 })).total_tasks;
    const created: string[] = [];
    for (let i = 0; i < 26; i++) created.push((await greg.main.tasks.createTask({ ...APP, requestData: { n: i } })).id);
    await waitUntil(
      async () =>
        (await greg.main.tasks.listTasks({ limit: 100 })).current_batch.every(
          (t) => t.state === 'completed' || t.state === 'failed',
        ),
      120_000,
      'the 26 tasks to finish',
    );
    return { greg, before, created };
  });

  it('pages through 26 or more tasks, 10 a page, newest first', async () => {
    const { before, created } = given;
    const { page, context, table } = await openTasks('greg');
    await waitUntil(async () => (await taskIds(table)).length === 10, 15_000, 'the first page');
    const nav = page.getByRole('navigation', { name: 'Tasks pages' });
    expect(await nav.getByRole('button', { name: /^Page \d$/ }).allTextContents()).toEqual(['1', '2', '3']);
    const first = await taskIds(table);
    expect(first[0]).toBe(`${created[25]}[0]`);
    await nav.getByRole('button', { name: 'Page 3' }).click();
    await waitUntil(async () => (await taskIds(table)).length === 6 + before, 15_000, 'the third page');
    expect((await taskIds(table)).slice(0, 6)).toEqual(
      created
        .slice(0, 6)
        .reverse()
        .map((id) => `${id}[0]`),
    );
    expect(new URL(page.url()).search).toBe('?page=3');
    await context.close();
  });

  it('selects a range with shift-click and bulk-deletes it', async () => {
    const { greg, before } = given;
    const { page, context, table } = await openTasks('greg');
    await waitUntil(async () => (await taskIds(table)).length === 10, 15_000, 'the first page');
    const labels = await taskIds(table);
    await rowOf(table, labels[1]).click();
    await rowOf(table, labels[4]).click({ modifiers: ['Shift'] });
    const selected = await table.locator('tbody tr[aria-selected="true"] td:first-child').allTextContents();
    expect(selected).toEqual(labels.slice(1, 5));
    await rowOf(table, labels[7]).click({ modifiers: ['Control'] });
    await page.getByRole('button', { name: 'Delete (5)' }).click();
    await page
      .getByRole('dialog', { name: 'Delete 5 tasks' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    const deleted = [...labels.slice(1, 5), labels[7]];
    await waitUntil(
      async () => !(await taskIds(table)).some((label) => deleted.includes(label)),
      15_000,
      'the deleted rows to go',
    );
    const toasts = page.getByText(/^Task \S+ was successfully deleted\.$/);
    await toasts.first().waitFor();
    const announced = await toasts.allTextContents();
    expect(announced.length).toBeGreaterThan(0);
    expect(announced.length).toBeLessThanOrEqual(3);
    for (const text of announced) {
      expect(deleted.map((label) => `Task ${label.replace(/\[0\]$/, '')} was successfully deleted.`)).toContain(text);
    }
    expect((await greg.main.tasks.listTasks({ limit: 100 })).total_tasks).toBe(before + 21);
    await context.close();
  });
});
